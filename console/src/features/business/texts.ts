import { addTexts, type BusinessScreenTexts, type OperationTexts } from '@/i18n';
import type { DerivedAction, DerivedColumn, DerivedScreen, DerivedSublist } from './derived-types';

/**
 * A business area's texts as i18next's `business` namespace, straight from the derived JSON (no
 * copy in a namespace file): each screen's title, its columns' labels, its operations' names and
 * their inputs' labels, coded fields' labels, in Chinese (the contract's titles) and English (its x-title-en). Keyed by
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
        options: codeLabels(s.columns, lng),
        ...operationTexts(s.actions, lng),
        sublists: Object.fromEntries(
          (s.sublists ?? []).map((sub) => [
            sublistName(sub),
            {
              title: text(sub),
              // The table's columns and the fields its records' form asks (新增, 编辑).
              fields: Object.fromEntries([...(sub.records?.form ?? []), ...sub.columns].map((c) => [c.prop, text(c)])),
              options: codeLabels([...(sub.records?.form ?? []), ...sub.columns], lng),
              ...operationTexts(sub.actions ?? [], lng),
            },
          ]),
        ),
      };
    }
    addTexts(lng, 'business', bundle);
  }
}

/** The texts of a screen's or a tab's operations in one language: names, inputs, coded inputs, answers' columns. */
function operationTexts(actions: DerivedAction[], lng: 'zh' | 'en'): OperationTexts {
  const text = (t: { label: string; en: string }) => (lng === 'zh' ? t.label : t.en);
  return {
    actions: Object.fromEntries(actions.map((a) => [a.name, text(a)])),
    inputs: Object.fromEntries(actions.map((a) => [a.name, Object.fromEntries((a.inputs ?? []).map((c) => [c.prop, text(c)]))])),
    inputOptions: Object.fromEntries(actions.map((a) => [a.name, codeLabels(a.inputs ?? [], lng)])),
    lines: Object.fromEntries(
      actions
        .filter((a) => a.lines)
        .map(({ name, lines }) => [
          name,
          {
            title: text(lines!),
            fields: Object.fromEntries(lines!.columns.map((c) => [c.prop, text(c)])),
            options: codeLabels(lines!.columns, lng),
          },
        ]),
    ),
    answers: Object.fromEntries(
      actions
        .filter((a) => a.answer)
        .map((a) => [
          a.name,
          {
            fields: Object.fromEntries(a.answer!.map((c) => [c.prop, text(c)])),
            options: codeLabels(a.answer!, lng),
            ...(a.lists
              ? {
                  lists: Object.fromEntries(
                    a.lists.map((l) => [l.prop, { title: text(l), fields: Object.fromEntries(l.columns.map((c) => [c.prop, text(c)])) }]),
                  ),
                }
              : {}),
          },
        ]),
    ),
  };
}

/** The labels of coded columns by prop and code, in one language (Chinese where the contract has no English). */
function codeLabels(columns: DerivedColumn[], lng: 'zh' | 'en'): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const c of columns)
    if (c.options) out[c.prop] = Object.fromEntries(c.options.map(([v, zh, en]) => [String(v), lng === 'en' ? (en ?? zh) : zh]));
  return out;
}

/** A sub-list's name among its screen's (its texts' key): the last two segments of its path. */
export const sublistName = (sub: DerivedSublist) => sub.url.split('/').slice(-2).join('-');

/** Where a business screen's texts are. */
export const businessTexts = (s: DerivedScreen) => `business:${s.code}` as const;
