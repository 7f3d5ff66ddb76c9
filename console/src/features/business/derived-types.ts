import type { ResourcePath } from '@dasha/sdk';

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

/** A named state operation of a screen: what it shows and asks; its route and states are the SDK's (stateOperations). */
export type DerivedAction = {
  name: string;
  label: string;
  en: string;
  inputs?: DerivedColumn[];
  permission: string | null;
};

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
};
