/**
 * A form's rules as plain data: which fields it requires. Entries describe rules without zod or
 * texts, so a list screen loads no validation code; the form dialog (its own chunk) finds each
 * message in the current language (`ruleMessages` in texts.ts: the screen's `rules.<prop>`, else
 * 请输入/请选择 + the label) and turns them into a zod schema (`toZod` in zod-rules.ts).
 */
export type FormRules<F extends string = string> = { required: readonly F[] };

/** The listed fields are required: required('paramName', 'paramKey', 'paramValue'). */
export const required = <F extends string>(...fields: F[]): FormRules<F> => ({ required: fields });
