// The shared validators of spec §5 as plain functions (value -> message | undefined), without zod:
// the `dasha` CLI checks request bodies with them, and must run where zod is not installed.
// @dasha/sdk/validators re-exports them beside the zod schemas built from them.

export type Lang = 'zh' | 'en';
export interface ValidateOptions {
  lang?: Lang;
  /** Whether an empty value is an error (phone: yes by default; every other rule: no). */
  required?: boolean;
}

/** Messages of spec §5 in both languages (the spec's English text; Chinese as the stock console words it). */
export const messages = {
  zh: {
    phoneEmpty: '手机号码不能为空',
    phoneLength: '手机号码长度不为11位',
    phoneFormat: '手机号码格式不正确',
    passwordRequired: '请输入密码',
    passwordLength: '密码长度应为6-16位',
    passwordChars: '密码不能包含特殊字符',
    idNumber: '请输入正确的身份证号码',
    name: '只能包含中文、字母和数字',
    trim: '首尾不能有空格或表情',
    contactPhone: '请输入正确的联系电话',
    account: '请输入正确的账号',
    integer: '请输入整数',
    code: '只能包含数字、字母和横线',
    companyName: '请至少输入两个汉字',
    required: '请输入内容',
  },
  en: {
    phoneEmpty: 'phone cannot be empty',
    phoneLength: 'phone length is not 11',
    phoneFormat: 'phone format incorrect',
    passwordRequired: 'please enter password',
    passwordLength: 'password length should be 6-16',
    passwordChars: 'cannot contain special characters',
    idNumber: 'please enter correct ID number',
    name: 'only Chinese characters, letters and digits are allowed',
    trim: 'no leading or trailing spaces or emoji',
    contactPhone: 'please enter correct contact phone',
    account: 'please enter correct account',
    integer: 'please enter integer',
    code: 'only digits, letters and hyphens are allowed',
    companyName: 'please enter at least two Chinese characters',
    required: 'please enter a value',
  },
} as const;
export type MessageKey = keyof (typeof messages)['zh'];

/** Spec §5 empty check: null, undefined, '', [] and {} are empty; numbers and booleans never are. */
export function isEmpty(value: unknown): boolean {
  if (value == null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-\d{7,8}$/;
const ID_NUMBER = /^(\d{15}|\d{17}[\dX]|[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10})$/;
const NAME = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
const EDGE = /^(\s|\p{Extended_Pictographic})|(\s|\p{Extended_Pictographic})$/u;
const HAN = /[\u4e00-\u9fa5]/g;

type Rule = (text: string) => MessageKey | undefined;

/** Wraps a rule on a non-empty string with the empty handling and the language lookup. */
function validator(rule: Rule, emptyKey: MessageKey = 'required', requiredByDefault = false) {
  return (value: unknown, { lang = 'zh', required = requiredByDefault }: ValidateOptions = {}): string | undefined => {
    if (isEmpty(value)) return required ? messages[lang][emptyKey] : undefined;
    const key = rule(String(value));
    return key && messages[lang][key];
  };
}

/** Each returns the error message, or undefined when the value is valid. @example validators.phone('1380013800') // '手机号码长度不为11位' */
export const validators = {
  phone: validator((v) => (v.length !== 11 ? 'phoneLength' : MOBILE.test(v) ? undefined : 'phoneFormat'), 'phoneEmpty', true),
  password: validator(
    (v) => (v.length < 6 || v.length > 16 ? 'passwordLength' : /^[A-Za-z0-9]+$/.test(v) ? undefined : 'passwordChars'),
    'passwordRequired',
  ),
  idNumber: validator((v) => (ID_NUMBER.test(v) ? undefined : 'idNumber')),
  name: validator((v) => (EDGE.test(v) ? 'trim' : NAME.test(v) ? undefined : 'name')),
  trimmed: validator((v) => (EDGE.test(v) ? 'trim' : undefined)),
  contactPhone: validator((v) => (MOBILE.test(v) || LANDLINE.test(v) ? undefined : 'contactPhone')),
  account: validator((v) => (MOBILE.test(v) ? undefined : 'account')),
  integer: validator((v) => (/^[1-9]\d*$/.test(v) ? undefined : 'integer')),
  code: validator((v) => (/^[A-Za-z0-9-]+$/.test(v) ? undefined : 'code')),
  companyName: validator((v) => ((v.match(HAN)?.length ?? 0) >= 2 ? undefined : 'companyName')),
};
export type ValidatorName = keyof typeof validators;
