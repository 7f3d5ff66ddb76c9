import * as z from 'zod/mini';
import type { TFunction } from 'i18next';

export function registerSchema(t: TFunction<'auth'>) {
  return z
    .object({
      tenantId: z.string().check(z.trim(), z.minLength(1, t('register.tenantRequired'))),
      name: z.string(),
      account: z.string().check(z.trim(), z.minLength(1, t('register.accountRequired'))),
      password: z.string().check(z.minLength(1, t('register.passwordRequired'))),
      password2: z.string().check(z.minLength(1, t('register.passwordRequired'))),
    })
    .check(z.refine((v) => v.password === v.password2, { message: t('register.mismatch'), path: ['password2'] }));
}
export type RegisterValues = { tenantId: string; name: string; account: string; password: string; password2: string };
