/**
 * A namespace's shape in a language other than Chinese: the same keys as the Chinese texts, each
 * a string (a list stays a list). `export default {...} satisfies Texts<typeof zh>` makes a key
 * missing from, or extra in, the English file a type error; test/i18n/parity.test.ts checks the
 * same at run time, plus empty texts.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Texts<T[K]> };
