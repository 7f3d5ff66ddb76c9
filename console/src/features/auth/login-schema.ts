import * as z from 'zod/mini';
import type { TFunction } from 'i18next';

// zod/mini keeps the sign-in chunk small (spec's "lean validation").
export function loginSchema(t: TFunction, { captcha }: { captcha: boolean }) {
  return z.object({
    tenantId: z.string().check(z.trim(), z.minLength(1, t('login.tenantRequired'))),
    username: z.string().check(z.trim(), z.minLength(1, t('login.usernameRequired'))),
    password: z.string().check(z.minLength(1, t('login.passwordRequired'))),
    captchaCode: captcha ? z.string().check(z.trim(), z.minLength(1, t('login.captchaRequired'))) : z.string(),
  });
}
export type LoginValues = { tenantId: string; username: string; password: string; captchaCode: string };
