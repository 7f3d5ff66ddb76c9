// Checks the English of derived business screens against the contract's glossary
// (contract/catalog/glossary-en.yaml), read here on its own so the check does not trust the
// derivation it checks: a label whose English is missing, humanised from the field name or
// otherwise not the glossary's is reported.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { DerivedScreen } from '@/features/business/derived-types';

type Terms = Record<string, string>;
export type Glossary = { titles: Terms; screens: Terms; actions: Terms; overrides: Terms };

const FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../contract/catalog/glossary-en.yaml');
const CJK = /[\u3400-\u9fff]/;

export function loadGlossary(): Glossary {
  const doc = (parse(readFileSync(FILE, 'utf8')) ?? {}) as Partial<Glossary>;
  return { titles: doc.titles ?? {}, screens: doc.screens ?? {}, actions: doc.actions ?? {}, overrides: doc.overrides ?? {} };
}

/** "repairNo" -> "Repair no": what a label looks like when it was made from the field name. */
export function deCamel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A coded field's English title: the glossary keeps the catalog's coded title ("收款方式 (1 银行转账,
 * 2 微信)") whose English the contract splits into title and code labels; its part before the codes.
 */
function codedTerm(glossary: Glossary, c: DerivedScreen['columns'][number]): string | undefined {
  if (!c.options) return undefined;
  const en = glossary.titles[`${c.label} (${c.options.map(([v, zh]) => `${v} ${zh}`).join(', ')})`];
  return en?.replace(/\s*\(.*\)$/, '');
}

/** One line per label whose English is not the glossary's; empty when all are. */
export function englishProblems(screens: DerivedScreen[], glossary: Glossary): string[] {
  const problems: string[] = [];
  const check = (where: string, what: string, en: string, expected: string | undefined, prop?: string) => {
    if (!en || CJK.test(en) || !expected) problems.push(`${where}: ${what} has no English`);
    else if (en !== expected) {
      const humanised = prop !== undefined && en === deCamel(prop) ? ' (its name humanised)' : '';
      problems.push(`${where}: ${what} is "${en}"${humanised}, the glossary says "${expected}"`);
    }
  };
  // An override is keyed by entity (or operation) and property; an action input's operation is
  // not in the derived screen, so any override of that property name is taken.
  const inputOverride = (prop: string) => Object.entries(glossary.overrides).find(([key]) => key.endsWith(`.${prop}`))?.[1];
  for (const s of screens) {
    check(s.menuPath, `screen ${s.title}`, s.en, glossary.overrides[s.menuPath] ?? glossary.screens[s.title]);
    for (const c of s.columns)
      check(
        `${s.menuPath} ${c.prop}`,
        c.label,
        c.en,
        glossary.overrides[`${s.entity}.${c.prop}`] ?? glossary.titles[c.label] ?? codedTerm(glossary, c),
        c.prop,
      );
    for (const a of s.actions) {
      check(`${s.menuPath} action ${a.name}`, a.label, a.en, glossary.actions[a.label], a.name);
      for (const i of a.inputs ?? [])
        check(`${s.menuPath} action ${a.name} ${i.prop}`, i.label, i.en, inputOverride(i.prop) ?? glossary.titles[i.label], i.prop);
    }
    for (const sub of s.sublists ?? []) {
      check(`${s.menuPath} tab ${sub.url}`, sub.label, sub.en, glossary.screens[sub.label]);
      for (const c of sub.columns)
        check(
          `${s.menuPath} tab ${sub.url} ${c.prop}`,
          c.label,
          c.en,
          glossary.overrides[`${sub.entity}.${c.prop}`] ?? glossary.titles[c.label] ?? codedTerm(glossary, c),
          c.prop,
        );
    }
  }
  return problems;
}
