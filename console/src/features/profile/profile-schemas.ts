import * as z from 'zod/mini';
import { validators, type Lang } from '@dasha/sdk/validators';

const rule = (check: (v: string) => string | undefined) =>
  z.string().check(
    z.superRefine((v, ctx) => {
      const message = check(v);
      if (message) ctx.issues.push({ code: 'custom', message, input: v });
    }),
  );

/** The profile form: the shared validators of spec §5 in the current language. */
export function infoSchema(lang: Lang) {
  return z.object({
    avatar: z.string(),
    name: rule((v) => validators.trimmed(v, { lang })),
    realName: rule((v) => validators.trimmed(v, { lang })),
    phone: rule((v) => validators.phone(v, { lang, required: false })),
    email: z.string(),
  });
}
export type InfoValues = { avatar: string; name: string; realName: string; phone: string; email: string };

export function passwordSchema(mismatch: string, lang: Lang) {
  return z
    .object({
      // The current password is whatever it is (the seeded ones are shorter than 6): only required.
      oldPassword: z.string().check(z.minLength(1, validators.password('', { lang, required: true }) ?? '')),
      newPassword: rule((v) => validators.password(v, { lang, required: true })),
      newPassword1: rule((v) => validators.password(v, { lang, required: true })),
    })
    .check(z.refine((v) => v.newPassword === v.newPassword1, { message: mismatch, path: ['newPassword1'] }));
}
export type PasswordValues = { oldPassword: string; newPassword: string; newPassword1: string };

/** Avatar rule of spec §5: jpg or png, up to 500kb. Answers the key of the error (profile namespace). */
export function avatarError(file: File): 'avatarType' | 'avatarSize' | null {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return 'avatarType';
  if (file.size / 1024 > 500) return 'avatarSize';
  return null;
}
