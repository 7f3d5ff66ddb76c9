import type common from './zh/common';
import type auth from './zh/auth';
import type shell from './zh/shell';
import type dashboard from './zh/dashboard';
import type profile from './zh/profile';
import type resources from './zh/resources';
import type system from './zh/system';
import type authority from './zh/authority';
import type base from './zh/base';
import type desk from './zh/desk';
import type monitor from './zh/monitor';
import type files from './zh/files';
import type tool from './zh/tool';
import type report from './zh/report';
import type work from './zh/work';
import type gallery from './zh/gallery';
import type entities from './zh/entities';

/** A business screen's texts: registered at run time from the contract's derived JSON (features/business). */
/** The texts of a screen's or a tab's operations: their names, inputs' labels and coded inputs' labels. */
export type OperationTexts = {
  actions: Record<string, string>;
  inputs: Record<string, Record<string, string>>;
  /** An operation's coded inputs' labels: inputOptions.<action>.<prop>.<code>. */
  inputOptions: Record<string, Record<string, Record<string, string>>>;
  /** The lines an operation sends (an order's goods): lines.<action>.title, .fields.<prop>, .options.<prop>.<code>. */
  lines: Record<string, { title: string; fields: Record<string, string>; options: Record<string, Record<string, string>> }>;
  /** A table or record answer's columns by operation: answers.<action>.fields.<prop>, options.<prop>.<code>; a record's lists: lists.<prop>.title, .fields.<prop>. */
  answers: Record<
    string,
    {
      fields: Record<string, string>;
      options: Record<string, Record<string, string>>;
      lists?: Record<string, { title: string; fields: Record<string, string> }>;
    }
  >;
};

export type BusinessScreenTexts = OperationTexts & {
  title: string;
  fields: Record<string, string>;
  /** Coded fields' labels: options.<prop>.<code>. */
  options: Record<string, Record<string, string>>;
  /** Its record's sub-list tabs by name: title, fields.<prop>, options.<prop>.<code>, and their operations' texts as a screen's. */
  sublists: Record<
    string,
    { title: string; fields: Record<string, string>; options: Record<string, Record<string, string>> } & OperationTexts
  >;
};

/** Every namespace's texts, typed by the Chinese (default) files. */
export type Resources = {
  common: typeof common;
  auth: typeof auth;
  shell: typeof shell;
  dashboard: typeof dashboard;
  profile: typeof profile;
  resources: typeof resources;
  system: typeof system;
  authority: typeof authority;
  base: typeof base;
  desk: typeof desk;
  monitor: typeof monitor;
  files: typeof files;
  tool: typeof tool;
  report: typeof report;
  work: typeof work;
  gallery: typeof gallery;
  /** The platform entities' field labels, derived from the contract: entities:<Entity>.<field>. */
  entities: typeof entities;
  business: Record<string, BusinessScreenTexts>;
};
export type Namespace = keyof Resources;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly string[] ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A text's key with its namespace ('system:param.title'): a key no namespace holds is a type error. */
export type I18nKey = { [N in Namespace]: `${N}:${Leaves<Resources[N]>}` }[Namespace];

type ScreensOf<N extends Namespace> = {
  [S in keyof Resources[N] & string]: Resources[N][S] extends { title: string; fields: object } ? S : never;
}[keyof Resources[N] & string];

/** A screen's texts ('system:param'): its title, and its columns' labels under `fields`. */
export type ScreenTexts = { [N in Namespace]: `${N}:${ScreensOf<N>}` }[Namespace];

/** The props a screen has labels for: its own `fields`, then the framework's shared ones. */
export type LabelledProp<S extends ScreenTexts> =
  | (S extends `${infer N extends Namespace}:${infer K}`
      ? K extends keyof Resources[N]
        ? Extract<keyof (Resources[N][K] & { fields: object })['fields'], string>
        : never
      : never)
  | Extract<keyof Resources['resources']['fields'], string>;

/** The keys under a prefix ('resources:options.enable' -> '1' | '2'). */
export type KeysUnder<P extends string> = I18nKey extends infer K ? (K extends `${P}.${infer R}` ? R : never) : never;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnObjects: true;
  }
}
