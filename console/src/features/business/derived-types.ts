/** The shape scripts/derive-screens.mjs writes to derived/<area>.json (one entry a screen). */
export type DerivedValue = string | number | boolean;

export type DerivedColumn = {
  prop: string;
  label: string;
  en: string;
  type?: 'number' | 'datetime' | 'select' | 'textarea';
  /** [value, label] pairs of an enum (its description "1 待派单, 2 已派单"). */
  options?: [DerivedValue, string][];
  hide?: boolean;
  /** A state field: changed by the named operations, not by the form. */
  readOnly?: boolean;
  default?: DerivedValue;
  /** A list filter the entity does not declare: in the search form only. */
  searchOnly?: boolean;
  required?: boolean;
};

export type DerivedAction = {
  name: string;
  label: string;
  en: string;
  /** Where the record key goes: id / ids (query), body ({id, field}), none, or a query parameter. */
  where: string;
  method?: 'get' | 'post';
  field: string;
  from?: DerivedValue[];
  /** A state, or a list the caller picks from; absent: the state stays. */
  to?: DerivedValue | DerivedValue[];
  inputs?: DerivedColumn[];
  permission: string | null;
};

export type DerivedScreen = {
  menuPath: string;
  title: string;
  en: string;
  code: string;
  path: string;
  entity: string;
  key: string;
  list: string;
  listMethod?: 'get' | 'post';
  paged: boolean;
  dateRange: boolean;
  detail: string | null;
  submit: string | null;
  remove: 'ids' | null;
  permissions: Partial<Record<'add' | 'edit' | 'remove' | 'view', string>>;
  columns: DerivedColumn[];
  search: string[];
  actions: DerivedAction[];
};
