import type { FormRules } from './rules';
import { entityInput } from './entity-fields';
import type { Choices, TextKey, Translate } from './texts';
import type { LabelledProp, Resources, ScreenTexts } from '@/i18n';
import type { components, GetPath, ResourceListPath, ResourcePath } from '@dasha/sdk';
import type { ComponentType, ReactNode } from 'react';

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
  /** A file kept as it is picked (a workbook to import), sent as a multipart part. */
  | 'file'
  | 'password';

/** An option as shown: its label is a server's or the contract's text, or already translated. */
/** A choice; a remote list's carries its record (what a picker's `fills` copy from). */
export type Option = { value: string; label: string; record?: Row };

/** Where the options of a tree picker (or a lazy tree table) come from. */
export type TreeSource = {
  /** A GET path of the contract answering TreeNode[] ({id, title, value, key, children}). */
  url: GetPath;
  /** Its query; a function is read when the tree is asked (a value of the session, such as the signed-in role). */
  query?: Record<string, string> | (() => Record<string, string>);
  /** Lazy: the query parameter carrying the parent key (`parentId`, `parentCode`). */
  lazyParam?: string;
  labelKey?: string;
  valueKey?: string;
};

/**
 * A list of options read from a GET list path of the contract (a select fed by another resource).
 * Without labelKey the list answers the values themselves (purchase numbers), each its own label.
 */
export type RemoteOptions = {
  url: GetPath;
  query?: Record<string, unknown>;
  labelKey?: string;
  valueKey: string;
  /** Form field -> the picked record's field: copied into the form when one is picked (a material's code and name). */
  fills?: Record<string, string>;
  /** The list's query parameter filtering by the label: typing asks the server, so a choice past the list's first page is found. */
  search?: string;
};

export type ColumnDef<F extends string = string> = {
  prop: F;
  /** Its label's key when not its screen's `fields.<prop>` (nor the framework's shared `fields`). */
  label?: TextKey;
  /** Set by defineResource: the contract's label of the field (entities:<Entity>.<prop>), after the screen's own. */
  entityLabel?: TextKey;
  /** Set by defineResource: what the contract gave the column (its type, its coded options) where the screen gives none. */
  fromContract?: readonly ('type' | 'options')[];
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
  /** Literal options (server or contract labels), or choices whose labels are console texts. */
  options?: Option[] | Choices;
  remote?: RemoteOptions;
  /** A value its picker does not offer: the record being edited, in a picker of its own list (its parent). */
  exclude?: string;
  /** A choice its picker knows without reading it: the edited record's own pick, named by the record (labelField). */
  known?: Option;
  tree?: TreeSource;
  multiple?: boolean;
  /** Table display text (the form shows the raw value). */
  format?: (value: unknown, row: Row, t: Translate) => string;
  /** jpg/png images up to maxKb (the avatar rule: 500 kb); `attach`: also recorded in 附件管理 (put-file-attach). */
  upload?: { accept: string[]; maxKb: number; attach?: boolean };
  defaultValue?: unknown;
  /** Form span of 24 (default 24: spec "form field span 24"; 12 puts two in a row). */
  span?: 12 | 24;
  /** false: its header does not sort (a field the server cannot order by, such as a computed name). */
  sortable?: boolean;
  /** The server's check of a value before a save (an account's name): true when it is free. */
  check?: (value: string) => Promise<boolean>;
};

/** A column as the framework shows it: its label in the current language. */
export type ShownColumn = ColumnDef & { text: string };

export type Capabilities = { add: boolean; edit: boolean; remove: boolean; view: boolean; export: boolean; batchRemove: boolean };
export type Permissions = Partial<Record<'add' | 'edit' | 'remove' | 'view' | string, string>>;

/** What an action's run receives. */
export type ActionContext = {
  rows: Row[];
  row?: Row;
  values?: Row;
  refresh: () => void;
  /**
   * Shows a change on its rows before the server answers (a state operation's new state); answers
   * the undo, for a refusal. Absent where the rows are not the screen's list (a tab's records).
   */
  patchRows?: (rows: Row[], patch: Row) => () => void;
  /** On a tab of a record: the value the tab is read by (the record's key, or the field it names). */
  parentKey?: string;
  /** On a tab of a record: that record (what a new record of the tab copies, its number). */
  parent?: Row;
};

/** A named operation: a row button, or a toolbar button on the selection. */
export type ActionDef = {
  name: string;
  label: TextKey;
  scope: 'row' | 'toolbar';
  /** Permission code (shown only when granted). */
  permission?: string;
  /** The operation it makes ("POST /blade-system/tenant/setting"): shown only to roles that pass its @PreAuth (x-blade-pre-auth). */
  operation?: string;
  /** Toolbar actions on the selection need at least one row. */
  needsSelection?: boolean;
  confirm?: TextKey;
  visible?: (row: Row) => boolean;
  /** A small form asked before running (its fields, labelled like the screen's, and the required ones). */
  form?: {
    title?: TextKey;
    width?: number;
    columns: ColumnDef[];
    rules?: FormRules;
    initial?: (ctx: ActionContext) => Promise<Row> | Row;
    /** A button of its own beside the submit (an import's template download). */
    extra?: (t: Translate) => ReactNode;
  };
  /** A custom dialog instead of a form (the grant trees). */
  dialog?: (props: { ctx: ActionContext; onClose: () => void; t: Translate }) => ReactNode;
  run?: (ctx: ActionContext) => Promise<unknown>;
  /** Toast after run (default 操作成功). */
  success?: TextKey;
};

/** An action that brings its own dialog (a tab's operations: the sub-list draws no form of its own). */
export type DialogActionDef = ActionDef & { dialog: NonNullable<ActionDef['dialog']> };

/**
 * What is the screen's own about its resource's calls. The routes (list path and method, paging,
 * detail parameter, submit path, remove style) are the contract's, through the SDK's resource.
 */
export type ApiShape<P extends ResourcePath = ResourcePath> = {
  /** Another list the contract names for the same records (blade-flow/work's done-list). */
  list?: ResourceListPath<P>;
  /** Extra list query always sent. */
  listQuery?: Record<string, unknown>;
  /** Transform a form's values before submit (menuId comma-join). */
  beforeSubmit?: (values: Row, mode: 'add' | 'edit') => Row;
  /** Transform a record before it fills the edit form. */
  afterDetail?: (row: Row) => Row;
};

/**
 * A tab of a record's view (the contract's x-blade-sublist): the list `url` read with the record's
 * key in `param`, shown with `columns` labelled by `texts` (`<texts>.title`, `<texts>.fields.<prop>`).
 */
export type SublistDef = {
  url: GetPath;
  param: string;
  /** The record's field sent in `param`, when not its key (a device's deviceCode). */
  by?: string;
  texts: string;
  columns: ColumnDef[];
  /** It answers pages (`current` and `sizeParam`, default `size`); else the whole list. */
  paged?: boolean;
  sizeParam?: string;
  /** Operations on its rows (scope row) and above them (scope toolbar: a new binding of the record), each with its dialog. */
  actions?: DialogActionDef[];
};

/**
 * Where a new record's unfinished form is kept (the contract's drafts of its resource: a purchase
 * order's): the drafts' resource, their field holding the record as JSON, the drafts' own fields
 * copied from the form beside it, and the drafts' screen, where a draft is opened again.
 */
export type DraftsDef = { path: ResourcePath; content: string; carry: string[]; menuPath: string };

/**
 * A tree beside the list (the user list's departments): picking a node lists the records under it,
 * sent as `param`; its heading and accessible name is `label`.
 */
export type SideTreeDef = { source: TreeSource; param: string; label: TextKey };

/** A tree table: children inline (`children`), or loaded on expand from `lazy.url?param=key`. */
export type TreeMode = { lazy?: { url: GetPath; param: string; root?: string } };

/** A screen's texts: a namespace's screen ('system:param'), or a business screen's (registered from the contract). */
export type ScreenTextsKey = ScreenTexts | `business:${string}`;
type EntityTexts = Resources['entities'];
/** The fields the contract labels on a platform entity (the derived `entities` texts). */
type EntityLabelled<E extends string> = E extends keyof EntityTexts ? Extract<keyof EntityTexts[E], string> : never;
/** The props a screen's texts or its entity's contract label: a wrong prop is a type error (a business screen labels any). */
type PropOf<S extends string, E extends string> = S extends ScreenTexts ? LabelledProp<S> | EntityLabelled<E> : string;

export type ResourceDef<E extends string = string, S extends string = string, P extends ResourcePath = ResourcePath> = {
  /** The console route of the screen (menu path, without /index). */
  menuPath: string;
  /** Its texts ('system:param'): the title at `.title`, each column's label at `.fields.<prop>`, rule messages at `.rules.<prop>`. */
  texts: S;
  /** The title's key when not `<texts>.title` (one set of texts, several screens). */
  title?: TextKey;
  /** The SDK resource path: /blade-system/param (a resource of the contract). */
  path: P;
  entity: E;
  rowKey?: FieldOf<E> | 'id';
  api?: ApiShape<P>;
  columns: ColumnDef<FieldOf<E> & PropOf<S, E>>[];
  /** The required fields of the add and edit forms. */
  form?: (mode: 'add' | 'edit') => FormRules<FieldOf<E>>;
  capabilities: Capabilities;
  permissions: Permissions;
  actions?: ActionDef[];
  tree?: TreeMode;
  /** A tree beside the list filtering it by the picked node. */
  sideTree?: SideTreeDef;
  dialogWidth?: number;
  menuWidth?: number;
  /** Search by create time range (createTime_dategt / createTime_datelt). */
  dateRange?: boolean;
  /** Row checkboxes; default: only when the screen has a batch remove or a toolbar action on the selection. */
  selectable?: boolean;
  /** Tabs of a record's view besides its fields: its sub-lists (an order's materials, history). */
  sublists?: SublistDef[];
  /** A new record's form may be kept unfinished (存为草稿) as a draft of this resource. */
  drafts?: DraftsDef;
  /** A row's child-table drawer etc.: rendered below the table. */
  slots?: { rowExtra?: (row: Row, ctx: { refresh: () => void; t: Translate }) => ReactNode };
};

export type AnyResource = ResourceDef<string>;

/** A screen: a registry entry served by the generic screen, or a screen with real differences. */
export type ScreenEntry = AnyResource | { menuPath: string; component: ComponentType };
/** What an area's screens module exports (src/screens/registry.ts loads it lazily). */
export type AreaModule = { screens: ScreenEntry[] };

/**
 * A column as the contract types it: the type of its entity's field and, for a coded field, its
 * codes labelled by the contract (unless the column picks from a dictionary, a list or a tree). What
 * the screen gives itself stays: an overlay (a radio, a remote picker, an upload).
 */
export function typedByContract(entity: string, c: ColumnDef): ColumnDef {
  const input = entityInput(entity, c.prop);
  if (!input) return c;
  const type = c.type === undefined ? input.type : undefined;
  const ownSource = c.options ?? c.dict ?? c.remote ?? c.tree;
  const options = !ownSource && 'codes' in input ? { texts: `entities:options.${entity}.${c.prop}`, values: input.codes } : undefined;
  if (!type && !options) return c;
  const fromContract = [...(type ? (['type'] as const) : []), ...(options ? (['options'] as const) : [])];
  return { ...c, ...(type ? { type } : {}), ...(options ? { options } : {}), fromContract };
}

/** A registry entry, typed against the entity's generated schema and its resource's routes. */
export function defineResource<E extends string, S extends ScreenTextsKey, P extends ResourcePath>(def: ResourceDef<E, S, P>): AnyResource {
  // A column (or an operation's input on the record) without its screen's own label is headed by
  // the contract's title of the entity's field, and typed as the contract types the field.
  const fromEntity = (columns: ColumnDef[]) =>
    columns.map((c) => typedByContract(def.entity, { ...c, entityLabel: `entities:${def.entity}.${c.prop}` as TextKey }));
  const actions = def.actions?.map((a) => (a.form ? { ...a, form: { ...a.form, columns: fromEntity(a.form.columns) } } : a));
  return { ...def, columns: fromEntity(def.columns), ...(actions ? { actions } : {}) } as AnyResource;
}

export const allCaps: Capabilities = { add: true, edit: true, remove: true, view: true, export: true, batchRemove: true };
export const readOnlyCaps: Capabilities = { add: false, edit: false, remove: false, view: true, export: true, batchRemove: false };

/** Permission codes of a menu code, as the button forest names them: param_add, param_edit... */
export function permissionsOf(code: string, extra: string[] = []): Permissions {
  const p: Permissions = { add: `${code}_add`, edit: `${code}_edit`, remove: `${code}_delete`, view: `${code}_view` };
  for (const a of extra) p[a] = `${code}_${a}`;
  return p;
}
