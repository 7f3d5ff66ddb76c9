import type { FormRules } from './rules';
import type { components } from '@dasha/sdk';
import type { ComponentType, ReactNode } from 'react';

/** A text in both languages of the console. */
export type Text = { zh: string; en: string };
export type Lang = 'zh' | 'en';
export type Row = Record<string, unknown>;

type Schemas = components['schemas'];
/** An entity of the contract (its schema name). */
export type EntityName = Extract<keyof Schemas, string>;
/**
 * The field names of an entity, from the SDK's generated types: a wrong name fails typecheck.
 * Entities the generated file does not hold yet fall back to string.
 */
export type FieldOf<E extends string> = E extends EntityName ? Extract<keyof Schemas[E], string> : string;

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'radio'
  | 'tree'
  | 'date'
  | 'datetime'
  | 'upload'
  | 'password';

export type Option = { value: string; label: string };

/** Where the options of a tree picker (or a lazy tree table) come from. */
export type TreeSource = {
  /** A GET path of the contract answering TreeNode[] ({id, title, value, key, children}). */
  url: string;
  query?: Record<string, string>;
  /** Lazy: the query parameter carrying the parent key (`parentId`, `parentCode`). */
  lazyParam?: string;
  labelKey?: string;
  valueKey?: string;
};

/** A list of options read from a GET list path (a select fed by another resource). */
export type RemoteOptions = { url: string; query?: Record<string, unknown>; labelKey: string; valueKey: string };

export type ColumnDef<F extends string = string> = {
  prop: F;
  label: Text;
  type?: FieldType;
  width?: number;
  /** Shown in the search form. */
  search?: boolean;
  /** Hidden in the table (still on the forms). */
  hide?: boolean;
  /** Shown on the add/edit/view forms (default: all). */
  display?: { add?: boolean; edit?: boolean; view?: boolean };
  disabled?: { add?: boolean; edit?: boolean };
  /** A dictionary code (blade-system/dict/dictionary, or dict-biz when biz). */
  dict?: { code: string; biz?: boolean };
  options?: Option[];
  remote?: RemoteOptions;
  tree?: TreeSource;
  multiple?: boolean;
  /** Table display text (the form shows the raw value). */
  format?: (value: unknown, row: Row) => string;
  /** jpg/png images up to maxKb (the avatar rule: 500 kb). */
  upload?: { accept: string[]; maxKb: number };
  defaultValue?: unknown;
  /** Form span of 24 (default 24: spec "form field span 24"; 12 puts two in a row). */
  span?: 12 | 24;
};

export type Capabilities = { add: boolean; edit: boolean; remove: boolean; view: boolean; export: boolean; batchRemove: boolean };
export type Permissions = Partial<Record<'add' | 'edit' | 'remove' | 'view' | string, string>>;

/** What an action's run receives. */
export type ActionContext = {
  rows: Row[];
  row?: Row;
  values?: Row;
  refresh: () => void;
};

/** A named operation: a row button, or a toolbar button on the selection. */
export type ActionDef = {
  name: string;
  label: Text;
  scope: 'row' | 'toolbar';
  /** Permission code (shown only when granted). */
  permission?: string;
  /** Toolbar actions on the selection need at least one row. */
  needsSelection?: boolean;
  confirm?: Text;
  visible?: (row: Row) => boolean;
  /** A small form asked before running (fields and zod schema). */
  form?: { title?: Text; width?: number; columns: ColumnDef[]; schema?: (lang: Lang) => FormRules; initial?: (ctx: ActionContext) => Promise<Row> | Row };
  /** A custom dialog instead of a form (the grant trees). */
  dialog?: (props: { ctx: ActionContext; onClose: () => void; lang: Lang }) => ReactNode;
  run?: (ctx: ActionContext) => Promise<unknown>;
  /** Toast after run (default 操作成功). */
  success?: Text;
};

/** How the standard calls of this resource differ from list/detail?id/submit/remove?ids. */
export type ApiShape = {
  list?: string;
  /** The list answers a POST (query parameters as for GET): red-sale/cooperateapply/list. */
  listMethod?: 'get' | 'post';
  paged?: boolean;
  /** The save segment when it is not `submit` (save, savePurchaseOrderInfo...). */
  submit?: string;
  detailParam?: string;
  /** 'query-id': POST remove?id= one by one (regions). */
  remove?: 'ids' | 'query-id';
  /** Extra list query always sent. */
  listQuery?: Record<string, unknown>;
  /** Transform a form's values before submit (menuId comma-join). */
  beforeSubmit?: (values: Row, mode: 'add' | 'edit') => Row;
  /** Transform a record before it fills the edit form. */
  afterDetail?: (row: Row) => Row;
};

/** A tree table: children inline (`children`), or loaded on expand from `lazy.url?param=key`. */
export type TreeMode = { lazy?: { url: string; param: string; root?: string } };

export type ResourceDef<E extends string = string> = {
  /** The console route of the screen (menu path, without /index). */
  menuPath: string;
  title: Text;
  /** The SDK resource path: /blade-system/param. */
  path: string;
  entity: E;
  rowKey?: FieldOf<E> | 'id';
  api?: ApiShape;
  columns: ColumnDef<FieldOf<E>>[];
  /** One zod schema per form (spec messages in the current language). */
  form?: (lang: Lang, mode: 'add' | 'edit') => FormRules;
  capabilities: Capabilities;
  permissions: Permissions;
  actions?: ActionDef[];
  tree?: TreeMode;
  dialogWidth?: number;
  menuWidth?: number;
  /** Search by create time range (createTime_dategt / createTime_datelt). */
  dateRange?: boolean;
  /** A row's child-table drawer etc.: rendered below the table. */
  slots?: { rowExtra?: (row: Row, ctx: { refresh: () => void; lang: Lang }) => ReactNode };
};

export type AnyResource = ResourceDef<string>;

/** A screen: a registry entry served by the generic screen, or a screen with real differences. */
export type ScreenEntry = AnyResource | { menuPath: string; component: ComponentType };
/** What an area's screens module exports (src/screens/registry.ts loads it lazily). */
export type AreaModule = { screens: ScreenEntry[] };

/** A registry entry, typed against the entity's generated schema. */
export function defineResource<E extends string>(def: ResourceDef<E>): AnyResource {
  return def as unknown as AnyResource;
}

export const allCaps: Capabilities = { add: true, edit: true, remove: true, view: true, export: true, batchRemove: true };
export const readOnlyCaps: Capabilities = { add: false, edit: false, remove: false, view: true, export: true, batchRemove: false };

/** Permission codes of a menu code, as the button forest names them: param_add, param_edit... */
export function permissionsOf(code: string, extra: string[] = []): Permissions {
  const p: Permissions = { add: `${code}_add`, edit: `${code}_edit`, remove: `${code}_delete`, view: `${code}_view` };
  for (const a of extra) p[a] = `${code}_${a}`;
  return p;
}
