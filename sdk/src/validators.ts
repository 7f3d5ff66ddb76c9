// The shared validators of spec §5, as plain functions (value -> message | undefined) and as zod
// schemas built from those functions, so a form and a script get the same rules and messages.
import { z } from 'zod';
import { validators, type Lang, type ValidateOptions, type ValidatorName } from './validator-rules';

export * from './validator-rules';

/** A zod schema running one validator (empty values pass unless `required`). @example schemaOf('phone', { lang: 'en' }) */
export function schemaOf(name: ValidatorName, options: ValidateOptions = {}) {
  return z.any().superRefine((value, ctx) => {
    const message = validators[name](value, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** All schemas in one language. @example const { phone } = createSchemas('en') */
export function createSchemas(lang: Lang = 'zh') {
  const entries = Object.keys(validators).map((name) => [name, schemaOf(name as ValidatorName, { lang })]);
  return Object.fromEntries(entries) as Record<ValidatorName, ReturnType<typeof schemaOf>>;
}

export const phoneSchema = schemaOf('phone');
export const passwordSchema = schemaOf('password');
export const idNumberSchema = schemaOf('idNumber');
export const nameSchema = schemaOf('name');
export const trimmedSchema = schemaOf('trimmed');
export const contactPhoneSchema = schemaOf('contactPhone');
export const accountSchema = schemaOf('account');
export const integerSchema = schemaOf('integer');
export const codeSchema = schemaOf('code');
export const companyNameSchema = schemaOf('companyName');
