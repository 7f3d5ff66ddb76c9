import { z, type ZodType } from 'zod';
import type { Lang, Text } from './types';

const isEmpty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && v.trim() === '');

/** A required value (text, number, switch, list) with the spec's message. */
export const required = (message: string) => z.any().refine((v) => !isEmpty(v), { message });

/** An optional value (kept as typed). */
export const optional = () => z.any().optional();

/**
 * One zod schema for a form: the listed fields are required with their message in `lang`;
 * every other field passes through untouched (ids, base fields, optional columns).
 */
export function formSchema(lang: Lang, requiredFields: Record<string, Text>, extra: Record<string, ZodType> = {}): ZodType {
  const shape: Record<string, ZodType> = { ...extra };
  for (const [k, t] of Object.entries(requiredFields)) shape[k] = required(t[lang]);
  return z.looseObject(shape);
}

/** "请输入X" / "please enter x" for fields the spec does not give a message for. */
export const enter = (zh: string, en: string): Text => ({ zh: `请输入${zh}`, en: `please enter ${en}` });
export const choose = (zh: string, en: string): Text => ({ zh: `请选择${zh}`, en: `please select ${en}` });
