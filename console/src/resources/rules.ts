import type { Lang, Text } from './types';

/**
 * A form's rules as plain data: the required fields and their message in one language.
 * Entries describe rules without zod, so a list screen loads no validation code; the form
 * dialog (its own chunk) turns them into a zod schema (`toZod` in zod-rules.ts).
 */
export type FormRules = { required: Record<string, string> };

/** The rules of one form: the listed fields are required with their spec message in `lang`. */
export function formSchema(lang: Lang, requiredFields: Record<string, Text>): FormRules {
  return { required: Object.fromEntries(Object.entries(requiredFields).map(([k, t]) => [k, t[lang]])) };
}

/** "请输入X" / "please enter x" for fields the spec does not give a message for. */
export const enter = (zh: string, en: string): Text => ({ zh: `请输入${zh}`, en: `please enter ${en}` });
export const choose = (zh: string, en: string): Text => ({ zh: `请选择${zh}`, en: `please select ${en}` });
