import { addTexts, type BusinessScreenTexts } from '@/i18n';
import type { DerivedScreen } from './derived-types';

/**
 * A business area's texts as i18next's `business` namespace, straight from the derived JSON (no
 * copy in a namespace file): each screen's title, its columns' labels, its operations' names and
 * their inputs' labels, in Chinese (the contract's titles) and English (its x-title-en). Keyed by
 * the screen's menu code: business:repairorder.fields.orderNo.
 */
export function addBusinessTexts(screens: DerivedScreen[]): void {
  for (const lng of ['zh', 'en'] as const) {
    const text = (t: { label: string; en: string }) => (lng === 'zh' ? t.label : t.en);
    const bundle: Record<string, BusinessScreenTexts> = {};
    for (const s of screens) {
      bundle[s.code] = {
        title: lng === 'zh' ? s.title : s.en,
        fields: Object.fromEntries(s.columns.map((c) => [c.prop, text(c)])),
        actions: Object.fromEntries(s.actions.map((a) => [a.name, text(a)])),
        inputs: Object.fromEntries(s.actions.map((a) => [a.name, Object.fromEntries((a.inputs ?? []).map((c) => [c.prop, text(c)]))])),
      };
    }
    addTexts(lng, 'business', bundle);
  }
}

/** Where a business screen's texts are. */
export const businessTexts = (s: DerivedScreen) => `business:${s.code}` as const;
