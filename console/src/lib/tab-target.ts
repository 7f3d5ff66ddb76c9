import { iframeRoute } from './menu';

/** Where a tab leads: its value, or the iframe route when `src` made the value an external URL. */
export function tabTarget(value: string, label = ''): string {
  return /^https?:\/\//i.test(value) ? iframeRoute(value, label) : value;
}
