import type { ResourcePath } from '@dasha/sdk';

/**
 * A state people act on (derived from the contract: scripts/derive-screens.mjs): the business
 * screen listing it, its resource, the coded field and value that filter its list to it, and the
 * state's and screen's names in both languages.
 */
export type PendingState = {
  menuPath: string;
  path: ResourcePath;
  prop: string;
  value: string | number;
  label: string;
  en: string;
  title: string;
  titleEn: string;
};
