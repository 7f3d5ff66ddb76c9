import type { Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';

// The sign-in form only needs "required" checks: a ten-line resolver instead of zod and
// @hookform/resolvers keeps ~20 KB (gzipped) off the first page (the spec's "lean validation").
export type LoginValues = { tenantId: string; username: string; password: string; captchaCode: string };

export function loginResolver(t: TFunction, { captcha }: { captcha: boolean }): Resolver<LoginValues> {
  const required: [keyof LoginValues, string][] = [
    ['tenantId', 'login.tenantRequired'],
    ['username', 'login.usernameRequired'],
    ['password', 'login.passwordRequired'],
    ...(captcha ? [['captchaCode', 'login.captchaRequired'] as [keyof LoginValues, string]] : []),
  ];
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, key] of required) if (!values[name]?.trim()) errors[name] = { type: 'required', message: t(key) };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
