import { z } from 'zod';

const isEmpty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && v.trim() === '');

/**
 * One zod schema for a form (fed to react-hook-form through zodResolver): each required field
 * (prop -> its message in the current language) fails with its message when empty; every other
 * field passes through untouched.
 */
export function toZod(required: Record<string, string>) {
  // A record schema is typed as the form's values (Record<string, unknown>) as it is, so the
  // resolver needs no cast and tsc no structural comparison of zod's object types.
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const [k, message] of Object.entries(required)) if (isEmpty(values[k])) ctx.addIssue({ code: 'custom', path: [k], message });
  });
}

/** The same for a form of several rows ({ rows: [...] }): each row's required fields, at rows.<i>.<prop>; a head's (a record's fields above the rows) at head.<prop>. */
export function toZodRows(required: Record<string, string>, head: Record<string, string> = {}) {
  // A custom schema typed as the form's values, where toZod's record schema is: zod's object schemas
  // try compiling a parser with new Function, which the console's Content-Security-Policy forbids.
  return z
    .custom<{ rows: Record<string, unknown>[]; head: Record<string, unknown> }>(
      (v) => typeof v === 'object' && v !== null && Array.isArray((v as { rows?: unknown }).rows),
    )
    .superRefine((values, ctx) => {
      for (const [k, message] of Object.entries(head))
        if (isEmpty(values.head?.[k])) ctx.addIssue({ code: 'custom', path: ['head', k], message });
      values.rows.forEach((row, i) => {
        for (const [k, message] of Object.entries(required))
          if (isEmpty(row[k])) ctx.addIssue({ code: 'custom', path: ['rows', i, k], message });
      });
    });
}
