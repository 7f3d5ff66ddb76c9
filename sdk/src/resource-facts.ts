// The shapes of the generated maps (generated/resources.ts and generated/actions.ts), written once
// here so the generator (scripts/resource-map.mjs) writes data only.

/** A value of a record's state field, as the contract writes it. */
export type StateValue = string | number | boolean;

/** One state operation with its defaults filled in. */
export interface StateOperation {
  method: string;
  path: string;
  /** Where the record key goes: id / ids (query), body (one a call), body-list (several as one body array in `param`), body-rows (a list body of one record's new records, its key in each row's `param`), none, or a query parameter's name. */
  where: string;
  /** The record field sent, when not the resource's key (a device's deviceCode). */
  key?: string;
  /** In the body: the field that carries it, when not its own name (a category's id as categoryId). */
  param?: string;
  /** The state field it reads and changes. */
  field: string;
  from?: readonly StateValue[];
  /** The state it leaves; a list: the caller picks one (in `field`). */
  to?: StateValue | readonly StateValue[];
  /** The query parameter whose value picks one of `choices`. */
  choose?: string;
  choices?: Record<string, { summary?: string; from?: readonly StateValue[]; to: StateValue }>;
  /** Its answer is a file (a zip): `run` resolves to a Blob. */
  answer?: 'file';
  /** Its body: multipart (a file to upload, sent as FormData) or JSON. Its inputs go there, else in the query. */
  body?: 'multipart' | 'json';
}

/** A named state operation beside its defaults (POST <resource>/<name>, key as ?id=, state in status). */
export type ActionFacts = Partial<StateOperation>;

/** What the runtime map holds beside the defaults: whole paths; null = no such call. */
export interface RuntimeFacts {
  key?: string;
  list?: string | null;
  listMethod?: string;
  paged?: boolean;
  /** The other lists of the same records (GET): path -> whether it answers pages. */
  lists?: Record<string, boolean>;
  /** The lists (the main one or others) that take no ascs/descs: the server keeps its own order. */
  unsorted?: string[];
  /** The lists that match every filter exactly (BladeX binds their query to the entity), not by LIKE. */
  exact?: string[];
  /** The list the server exports the records by (BladeX's selectExport...List), one of `lists`. */
  exportList?: string;
  detail?: string | null;
  detailParam?: string;
  detailKey?: string;
  /** A detail read by several record fields: query parameter -> record field (a setting by brandId and settlementCycle). */
  detailBy?: Record<string, string>;
  /** The fuller read of a record its view (查看) takes (blade-user/detail-info), asked by `viewParam` (default id). */
  view?: string;
  viewParam?: string;
  submit?: string | null;
  /** Where edits go when the contract has an update call (BladeX's /update); else to submit. */
  update?: string;
  remove?: string | null;
  removeStyle?: 'id-body' | 'query';
  removeParam?: string;
  removeKey?: string;
  /** The fields the server checks before a save (true: the value is free): POST path?<param or field>=value. */
  checks?: Record<string, { path: string; method?: string; param?: string }>;
}
