import type { I18nKey } from '@/i18n';

/** Route `handle` of the console (the stock route meta). */
export type RouteMeta = {
  /** i18n key of the tab label and page title. */
  titleKey?: I18nKey;
  /** false: the page is not added as a tab. */
  isTab?: boolean;
  /** false: the route does not need a signed-in user. */
  isAuth?: boolean;
};
