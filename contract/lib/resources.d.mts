// Types of resources.mjs (the one reader of x-blade-resource) for TypeScript callers.
export type BladeRole = 'list' | 'detail' | 'submit' | 'update' | 'remove' | 'tree' | 'lazyTree' | 'action' | 'check';
export type StateValue = number | string | boolean;

/** One operation carrying x-blade-resource: its method (lower case), whole path and facts. */
export interface BladeOperation {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  resource: string;
  /** A standard role, or another the sandbox or console knows by name (upload, send). */
  role: BladeRole | (string & {});
  entity?: string;
  /** The record field the operation's key value comes from. */
  key: string;
  /** Not the resource's main route of its role (a second detail). */
  alternate?: true;
  /** list: answers a page (else an array). */
  paged?: boolean;
  /** list: the server orders it by `ascs`/`descs` (the operation declares them). */
  sorted?: boolean;
  /** list: the filters it takes. */
  filters?: string[];
  /** list: the filters a screen's search form offers (the others are set by the screen). */
  searchForm?: string[];
  /** list: the columns a screen shows, in order: a width, form-only (hide) or never typed in (readOnly). */
  columns?: { field: string; width?: number; hide?: true; readOnly?: true }[];
  /** list: exact (BladeX binds the query to the entity: every given field equal, other keys ignored) or like (to a Map: a bare key LIKE, _equal/_notequal/_gt/_lt/_dategt/_datelt suffixes). */
  match?: 'exact' | 'like';
  /** list: the server's export of the records (selectExport...List): the whole filtered list for a file. */
  export?: true;
  /** list: the subset it answers (a narrowed list such as done-list: {status: done}). */
  narrow?: Record<string, StateValue>;
  /** detail: the query parameter of the key; remove: the query parameter (query style); lazyTree: the parent parameter when it is not parentId; action with the key in the body: the body field carrying it when not `key`. */
  param?: string;
  /** remove: ids (?ids=1,2, one call), id-body ({"id"}, one call a record), query (?<param>=key, one call a record). */
  style?: 'ids' | 'id-body' | 'query';
  /** detail: read by several record fields, not one key: query parameter -> record field (a setting by brandId and settlementCycle). */
  by?: Record<string, string>;
  /** detail: the record's view (查看) reads it here (a fuller answer); edits read the main detail. */
  view?: true;
  /** submit: the records it saves are drafts of `of`'s new records, held as JSON in their field `content`. */
  draft?: { of: string; content: string };
  /** action: its name (the last path segment). */
  action?: string;
  /** action: the state field it changes; check: the record field it checks. */
  field?: string;
  /** action: the states that allow it. */
  from?: StateValue[];
  /** action: the state it leaves, or the states the caller picks from. */
  to?: StateValue | StateValue[];
  /** action: where the key travels: id / ids (query), body (one record a call), body-list (the keys of several as one array in the body field `param`), body-rows (a list body of new records of one record, its key in each row's `param`), none, or a query parameter's name. */
  where?: string;
  /** action: the query parameter whose value picks one of `choices`. */
  choose?: string;
  /** action: its success answer is a file (read as bytes: a download), not JSON. */
  answer?: 'file';
  /** action: its body is multipart/form-data (a file to upload), sent as FormData. */
  body?: 'multipart' | 'json';
  /** action: request value -> the states it is allowed from and the state it leaves. */
  choices?: Record<string, { summary?: string; from?: StateValue[]; to: StateValue }>;
  /** action: offered on the tab of the sub-list at this GET path (its rows, or above them), not on its resource's screen. */
  tab?: string;
}

export interface BladeResourceRoutes {
  name: string;
  /** The SDK's resource path: `/blade-system/param`. */
  path: string;
  entity?: string;
  key: string;
  list?: BladeOperation;
  /** Every list, the main one first. */
  lists: BladeOperation[];
  /** The list the server exports the records by, where it has one. */
  export?: BladeOperation;
  detail?: BladeOperation;
  details: BladeOperation[];
  /** The detail the record's view reads (one marked `view`), where it is not the main one. */
  view?: BladeOperation;
  submit?: BladeOperation;
  update?: BladeOperation;
  remove?: BladeOperation;
  tree?: BladeOperation;
  lazyTree?: BladeOperation;
  actions: Record<string, BladeOperation>;
  /** The fields the server checks before a save (role check: the value is free when it answers true), by field. */
  checks: Record<string, BladeOperation>;
  operations: BladeOperation[];
}

/** A list shown as a tab of its parent resource's record (`x-blade-sublist` on a GET). */
export interface BladeSublist {
  method: 'get';
  path: string;
  /** The parent resource (`eim-purchase/purchaseorderinfo`). */
  of: string;
  /** The query parameter carrying the parent's key. */
  param: string;
  /** The record field holding the parent's key (absent when `related`). */
  field?: string;
  /** Its records do not carry the parent's key: the server keeps the binding apart (a mall category's device models). */
  related?: true;
  /** The operations offered on the tab: on a row (key in id/ids) or above the rows (naming none). */
  actions: BladeOperation[];
  /** The parent record's field whose value is sent, when not its key (a device's deviceCode). */
  by?: string;
  title: string;
  titleEn?: string;
  /** The page-size parameter of a paged answer that does not take `size`. */
  pageSize?: string;
  /** The tab adds records of the parent (add), edits its rows (edit) and removes them (remove) through `resource`'s submit, update and remove. */
  offers?: ('add' | 'edit' | 'remove')[];
  /** The resource of its records (`eim-produce/produceordermateriel`), with `offers`. */
  resource?: string;
  /** A new record's fields taken from the parent record ({ serverOrderNo: 'serverOrderNo' }), with `offers`. */
  fills?: Record<string, string>;
}

/** A resource keeping unfinished new records of another as drafts (a submit marked `draft`). */
export interface BladeDraft {
  /** The drafts' resource (`eim-purchase/purchaseorderdraft`). */
  resource: string;
  /** The resource whose new records they keep (`eim-purchase/purchaseorderinfo`). */
  of: string;
  /** The drafts' field holding the record as JSON. */
  content: string;
}

export function readBladeOperations(doc: unknown): BladeOperation[];
export function readDrafts(doc: unknown): BladeDraft[];
export function readSublists(doc: unknown): BladeSublist[];
export function readResources(doc: unknown): Record<string, BladeResourceRoutes>;
export function targetStates(action: BladeOperation): StateValue[];
export function sourceStates(action: BladeOperation): StateValue[];

/** The fields BladeX writes as JSON numbers beyond 2^53 (x-blade-long), by "METHOD /path": in the JSON body and in the 200 answer. */
export function readLongFields(doc: unknown): Record<string, { body: string[]; answer: string[] }>;

/** BladeX's @PreAuth role check of an operation: administrator (HAS_ROLE_ADMINISTRATOR) or admin (HAS_ROLE_ADMIN). */
export type PreAuth = 'administrator' | 'admin';
/** The @PreAuth role checks (x-blade-pre-auth) by "METHOD /path". */
export function readPreAuth(doc: unknown): Record<string, PreAuth>;
/** The role aliases a @PreAuth role check accepts. */
export function preAuthRoles(preAuth: PreAuth): string[];

/** Who may make a call beyond @PreAuth: the platform tenant's administrator, the tenant's administrators, or anyone signed in (for himself). */
export type Access = 'platform' | 'tenantAdmin' | 'self';
/** A resource's access facts (x-blade-resource). */
export interface ResourceAccess {
  /** platform: every call of it, reads too; tenantAdmin: the calls that do not only read. */
  access?: 'platform' | 'tenantAdmin';
  /** The functions of its screen's buttons only administrators are given (user: role, reset). */
  adminButtons?: string[];
  /** A call's function (add, edit, delete or its name) -> the stock button's, where the code is not <menuCode>_<function>. */
  buttonFor?: Record<string, string>;
}
/** One operation's access: its own x-blade-access, else its resource's; `reads` where the method misleads. */
export interface OperationAccess {
  access?: Access;
  reads?: boolean;
}
/** Who may call what beyond @PreAuth (x-blade-access, x-blade-reads, the access facts of x-blade-resource). */
export function readAccess(doc: unknown): { operations: Record<string, OperationAccess>; resources: Record<string, ResourceAccess> };
/** A property schema as the contract writes it (type, format, description, x-* facts). */
type Schema = Record<string, unknown>;
export function entityProperties(schemas: Record<string, unknown>, name: string): { own: Map<string, Schema>; base: Map<string, Schema> };
export function describedLabels(description?: string): Record<string, string>;
