import { z, type ZodType } from 'zod';
import type { FormRules } from './rules';

const isEmpty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && v.trim() === '');

/**
 * One zod schema for a form (fed to react-hook-form through zodResolver): each required field
 * fails with its message when empty; every other field passes through untouched.
 */
export function toZod(rules: FormRules): ZodType {
  const shape: Record<string, ZodType> = {};
  for (const [k, message] of Object.entries(rules.required)) shape[k] = z.any().refine((v) => !isEmpty(v), { message });
  return z.looseObject(shape);
}
