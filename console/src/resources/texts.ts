import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, type I18nKey, type KeysUnder, type Namespace } from '@/i18n';
import type { FormRules } from './rules';

/** A key of the console's texts (checked by tsc), or of a business screen's (registered from the contract). */
export type TextKey = I18nKey;
/** i18next's `t` as the framework passes it down: one call per text; an array tries each key in turn. */
export type Translate = (key: TextKey | readonly TextKey[], vars?: Record<string, string | number>) => string;

/** A column's place for texts: its label override and its prop (labels come from its screen's `fields`). */
type Labelled = { prop: string; label?: TextKey; entityLabel?: TextKey; type?: string };

const wrap =
  (t: (key: never, vars?: never) => unknown): Translate =>
  (key, vars) =>
    String(t(key as never, vars as never));

/** The framework's texts, a screen's namespace and, for a platform screen, its entities' contract labels. */
function namespacesOf(screenTexts?: string): Namespace[] {
  const ns = screenTexts?.split(':')[0] as Namespace | undefined;
  if (!ns || ns === 'resources') return ['resources'];
  return ns === 'business' ? ['resources', ns] : ['resources', ns, 'entities'];
}

/**
 * The framework's texts plus a screen's namespace ('system' of 'system:param'). It suspends (react-i18next)
 * until they are loaded in the current language, so a screen never shows a key; the function changes
 * when the language does, which re-renders memoised rows.
 */
export function useTexts(screenTexts?: string): Translate {
  const { t } = useTranslation(namespacesOf(screenTexts));
  return useMemo(() => wrap(t), [t]);
}

/** Loads the framework's texts and a screen's namespace in the current language (what useTexts waits for). */
export const loadScreenTexts = (screenTexts: string) => i18n.loadNamespaces(namespacesOf(screenTexts));

/** The same outside React, for a loaded language (tests, exports). */
export const translator = (lng?: string): Translate => wrap(i18n.getFixedT(lng ?? i18n.language));

/**
 * A column's label: its own key, else its screen's `fields.<prop>` (a wording of its own), else the
 * contract's title of its entity's field, else the framework's shared field labels.
 */
export function columnLabel(t: Translate, screenTexts: string, col: Labelled): string {
  const own = col.label ?? (`${screenTexts}.fields.${col.prop}` as TextKey);
  return t(
    col.entityLabel ? [own, col.entityLabel, `resources:fields.${col.prop}` as TextKey] : [own, `resources:fields.${col.prop}` as TextKey],
  );
}

const picked = new Set(['select', 'radio', 'tree', 'switch', 'date', 'datetime', 'upload', 'file']);

/**
 * The messages of a form's required fields: the screen's `rules.<prop>` (the spec's quoted
 * messages), else 请输入/请选择 + the field's label (请选择 for pickers, 请输入 for typed values).
 */
export function ruleMessages(t: Translate, screenTexts: string, rules: FormRules | undefined, columns: Labelled[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const prop of rules?.required ?? []) {
    const col = columns.find((c) => c.prop === prop) ?? { prop };
    const generic = picked.has(col.type ?? '') ? 'resources:rules.choose' : 'resources:rules.enter';
    out[prop] = t([`${screenTexts}.rules.${prop}` as TextKey, generic], { label: columnLabel(t, screenTexts, col) });
  }
  return out;
}

/** Static options whose labels are texts: choices('system:dept.options.deptCategory', ['1', '2', '3']). */
export type Choices = { texts: string; values: readonly string[] };
export function choices<P extends string>(texts: P, values: readonly KeysUnder<P>[]): Choices {
  return { texts, values };
}
