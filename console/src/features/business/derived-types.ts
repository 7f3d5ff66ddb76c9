import type { GetPath, ResourcePath } from '@dasha/sdk';

/**
 * The one screen type scripts/derive-screens.mjs writes derived/<area>.ts as: the console's
 * typecheck holds every derived screen to it (and its paths to the contract's), so no check runs
 * at run time.
 */
export type DerivedValue = string | number | boolean;
/** One code of a coded field: its value, its Chinese label and (where the contract has one) its English. */
export type DerivedOption = [DerivedValue, string] | [DerivedValue, string, string];

export type DerivedColumn = {
  prop: string;
  label: string;
  en: string;
  type?: 'number' | 'date' | 'datetime' | 'select' | 'textarea' | 'file';
  /** [value, Chinese, English] of an enum (the contract's x-enum-labels; English absent where it has none). */
  options?: DerivedOption[];
  hide?: boolean;
  /** A state field: changed by the named operations, not by the form. */
  readOnly?: boolean;
  default?: DerivedValue;
  /** A list filter the entity does not declare: in the search form only. */
  searchOnly?: boolean;
  required?: boolean;
  /** A picker's choices read from a list of the contract (an operation input's x-options). */
  remote?: {
    url: GetPath;
    labelKey?: string;
    valueKey: string;
    query?: Record<string, string | number>;
    fills?: Record<string, string>;
    /** Query parameter -> the field of the record an operation runs on: its list is that record's (an order's materials). */
    by?: Record<string, string>;
    /** The list's query parameter filtering by the label (the picker asks the server as the user types). */
    search?: string;
  };
  /** Several choices, sent comma-joined. */
  multiple?: boolean;
  /** An operation input sent from the record's own field (x-record-field), never asked. */
  fromRecord?: string;
  /** A tab's operation input carrying the value the tab is read by (its record's key or `by` field), never asked. */
  fromParent?: boolean;
  /** An operation input sent from the signed-in session (x-session-field: its tenantId or userId), never asked. */
  fromSession?: 'tenantId' | 'userId';
};

/** A list inside a record answer: the record's field holding it, its title, its items' columns. */
export type DerivedAnswerList = { prop: string; label: string; en: string; columns: DerivedColumn[] };

/**
 * The lines an operation sends in its body's field `prop` (a list of records: an order's goods),
 * asked as rows of `columns`; `read`: the record's tab of the same records, its current lines.
 */
export type DerivedLines = {
  prop: string;
  label: string;
  en: string;
  columns: DerivedColumn[];
  read?: { url: GetPath; param: string; paged?: boolean };
};

/** A named state operation of a screen: what it shows and asks; its route and states are the SDK's (stateOperations). */
export type DerivedAction = {
  name: string;
  label: string;
  en: string;
  inputs?: DerivedColumn[];
  /** What its answer is shown as: a link or image address, a file to save, a table of records (a report), one record (a detail), tree nodes; absent: a bare success. */
  shows?: 'text' | 'file' | 'table' | 'record' | 'tree';
  /** The columns of a table or record answer (the answer schema's fields). */
  answer?: DerivedColumn[];
  /** A record answer's lists (a good's properties): each a table under the record's fields. */
  lists?: DerivedAnswerList[];
  /** The lines it sends with the record's fields (a warehouse order's goods): rows under the fields. */
  lines?: DerivedLines;
  /** `rows`: its body is a list, one record of the inputs a row (several new records at once). */
  inputsIn?: 'rows';
  permission: string | null;
  /** The SDK resource it is an operation of, when not its screen's (a tab's operation: a device's market binding). */
  resource?: ResourcePath;
  /** On a tab: an operation of the record whose tab it is, offered above the tab's rows (a category's 绑定商品 above its goods). */
  onParent?: boolean;
};

/** A tab of a record's view (x-blade-sublist): a GET list read with the record's key in `param`. */
export type DerivedSublist = {
  url: GetPath;
  /** The entity of its records (their columns' schema). */
  entity: string;
  param: string;
  /** The record's field sent in `param`, when not its key (a device's deviceCode). */
  by?: string;
  label: string;
  en: string;
  /** It answers pages; `sizeParam` names its page-size parameter when not `size`. */
  paged?: boolean;
  sizeParam?: string;
  columns: DerivedColumn[];
  /** The operations offered on the tab: on a row (its key in id/ids), or above the rows (naming none). */
  actions?: DerivedAction[];
  /** Its records added to the record (新增 above the rows) and edited on their rows, through their own resource's submit and update. */
  records?: DerivedRecords;
};

/** What a tab offers on its records (x-blade-sublist `offers`), and the form it asks them with. */
export type DerivedRecords = {
  offers: ('add' | 'edit' | 'remove')[];
  /** The SDK resource of its records (their submit and update). */
  resource: ResourcePath;
  /** The field of its records carrying the parent's key (or `by` value): filled from the record, never asked. */
  field: string;
  /** The fields asked of a record; the one carrying the parent's key is filled from the record. */
  form: DerivedColumn[];
  /** A new record's fields taken from the parent record (field -> the parent's field: its number), still editable. */
  fills?: Record<string, string>;
  /** The parent screen's edit button code: changing an order's lines is editing the order. */
  permission: string | null;
};

/**
 * The drafts a screen's new record is kept in (x-blade-resource `draft` on the drafts' submit): their
 * resource, their field holding the record as JSON, their fields copied from the form (`carry`),
 * and the drafts' screen (its menu path).
 */
export type DerivedDraft = { path: ResourcePath; content: string; carry: string[]; menuPath: string };

/** A drafts' screen: the screen whose new record its drafts keep, the field holding it, and the code of 继续编辑 (the drafts' screen's edit). */
export type DerivedResume = { path: ResourcePath; content: string; permission: string | null };

/** A business screen: what it shows. Its routes (list, detail, submit, remove) are the SDK's resource of `path`. */
export type DerivedScreen = {
  menuPath: string;
  title: string;
  en: string;
  code: string;
  path: ResourcePath;
  entity: string;
  dateRange: boolean;
  permissions: Partial<Record<'add' | 'edit' | 'remove' | 'view', string>>;
  columns: DerivedColumn[];
  search: string[];
  actions: DerivedAction[];
  sublists?: DerivedSublist[];
  /** Its new record's form is kept unfinished as a draft there (存为草稿). */
  draft?: DerivedDraft;
  /** Its records are drafts of another screen's new record, opened again in that screen's form (继续编辑). */
  resumes?: DerivedResume;
};
