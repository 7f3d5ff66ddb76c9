import type { TFunction } from 'i18next';

// The sign-in form only needs "required" checks: ten lines instead of zod, @hookform/resolvers
// and react-hook-form keep ~15 KB (gzipped) off the first page (the spec's "lean validation").
export type LoginValues = { tenantId: string; username: string; password: string; captchaCode: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const loginFields: (keyof LoginValues)[] = ['tenantId', 'username', 'password', 'captchaCode'];

export function validateLogin(
  values: LoginValues,
  t: TFunction<'auth'>,
  { captcha, tenant }: { captcha: boolean; tenant: boolean },
): LoginErrors {
  const required: [keyof LoginValues, `login.${'tenant' | 'username' | 'password' | 'captcha'}Required`, boolean][] = [
    ['tenantId', 'login.tenantRequired', tenant],
    ['username', 'login.usernameRequired', true],
    ['password', 'login.passwordRequired', true],
    ['captchaCode', 'login.captchaRequired', captcha],
  ];
  const errors: LoginErrors = {};
  for (const [name, key, on] of required) if (on && !values[name]?.trim()) errors[name] = t(key);
  return errors;
}
