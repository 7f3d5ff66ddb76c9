// Real English beside the contract's Chinese texts, from one glossary (catalog/glossary-en.yaml)
// shared by every service so a term is translated once:
//   a schema or parameter `title: 维修单号`    -> `x-title-en: Repair order no.`
//   a named state operation `summary: 派单`    -> `x-summary-en: Dispatch`
//   a sub-list's tab `x-blade-sublist.title`   -> its `x-title-en`
//   a record state (catalog `states`) `待派单`   -> `x-enum-labels.en` beside `x-enum-labels.zh`
//   the menu answers (routes, top menus)      -> `x-menu-en` on the operation: path (or code) -> English
// The console labels its columns, forms, actions and screens with these instead of humanised names.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './model.mjs';

export const GLOSSARY_FILE = 'catalog/glossary-en.yaml';
const CJK = /[\u3400-\u9fff]/;
const SECTIONS = ['titles', 'screens', 'actions', 'overrides', 'states'];

/** The glossary's sections as plain objects (an absent file or section is empty). */
export function loadGlossary(file = join(ROOT, GLOSSARY_FILE)) {
  const doc = existsSync(file) ? (parse(readFileSync(file, 'utf8')) ?? {}) : {};
  for (const key of Object.keys(doc))
    if (!SECTIONS.includes(key)) throw new Error(`${GLOSSARY_FILE}: unknown section "${key}" (sections: ${SECTIONS.join(', ')})`);
  const out = Object.fromEntries(SECTIONS.map((s) => [s, doc[s] ?? {}]));
  for (const [section, terms] of Object.entries(out))
    for (const [zh, en] of Object.entries(terms))
      if (typeof en !== 'string' || !en.trim() || CJK.test(en))
        throw new Error(`${GLOSSARY_FILE}: ${section}.${zh} needs English text, not ${JSON.stringify(en)}`);
  return out;
}

/** Chinese text of a named state operation's button: its summary without a bracketed note. */
export const actionLabel = (summary) => String(summary).replace(/\s*[(（].*$/, '');

/**
 * Adds the English to the generated sources in place and reports what the glossary misses.
 * `scope` of a title is its entity (inferred schemas) or its operationId (parameters, bodies):
 * `overrides` are keyed `<scope>.<property>` for a title that means something else there.
 */
export function applyEnglish({ inferred, pathsByService, services, handWritten = {} }, glossary) {
  const ctx = { glossary, missing: [], used: Object.fromEntries(SECTIONS.map((s) => [s, new Set()])) };
  checkHandWritten(handWritten, ctx);
  for (const [name, schema] of Object.entries(inferred)) titlesOf(schema, name, undefined, ctx);
  const menuOps = new Map();
  for (const svc of services) for (const op of svc.operations) if (op.exampleOf) menuOps.set(op.op.split(/\s+/)[1], op.exampleOf);
  for (const items of Object.values(pathsByService)) {
    for (const [path, item] of Object.entries(items)) {
      for (const op of Object.values(item)) {
        for (const p of op.parameters ?? []) titlesOf(p.schema, op.operationId, p.name, ctx);
        titlesOf(op.requestBody, op.operationId, undefined, ctx);
        titlesOf(op.responses?.['200'], op.operationId, undefined, ctx);
        const x = op['x-blade-resource'];
        if (x?.role === 'action') op['x-summary-en'] = lookup(ctx, 'actions', actionLabel(op.summary), `${op.operationId} summary`);
        // A sub-list's tab title (x-blade-sublist.title) is named like a screen.
        const sub = op['x-blade-sublist'];
        const subEn = sub?.title && lookup(ctx, 'screens', sub.title, `${op.operationId} sub-list`);
        if (subEn) besideTitle(sub, subEn);
        const special = menuOps.get(path);
        if (special === 'menuRoutes') op['x-menu-en'] = menuEnglish(exampleData(op), (n) => n.path, ctx);
        if (special === 'topMenus') op['x-menu-en'] = menuEnglish(exampleData(op), (n) => n.code, ctx);
      }
    }
  }
  const unused = [];
  for (const section of SECTIONS)
    for (const zh of Object.keys(glossary[section])) if (!ctx.used[section].has(zh)) unused.push(`${section}.${zh}`);
  return { missing: ctx.missing, unused };
}

function lookup(ctx, section, zh, where) {
  const en = ctx.glossary[section][zh];
  if (en) ctx.used[section].add(zh);
  else ctx.missing.push(`${section}: ${zh}  (${where})`);
  return en;
}

const exampleData = (op) => op.responses?.['200']?.content?.['application/json']?.example?.data ?? [];

/** key -> English of every node of a menu answer (areas, screens, top menus; not buttons). */
function menuEnglish(nodes, keyOf, ctx, out = {}) {
  for (const n of nodes) {
    if (Number(n.category ?? 1) !== 1) continue;
    const key = keyOf(n);
    const override = ctx.glossary.overrides[key];
    if (override) ctx.used.overrides.add(key);
    const en = override || lookup(ctx, 'screens', n.name, `menu ${key}`);
    if (en) out[key] = en;
    menuEnglish(n.children ?? [], keyOf, ctx, out);
  }
  return out;
}

/**
 * The hand-written schemas (src/components/schemas) carry their `x-title-en` inline, as they carry
 * their titles; where the glossary knows the title, the inline English must be the glossary's.
 */
function checkHandWritten(handWritten, ctx) {
  const walk = (node, name, prop) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, name, prop));
    if (!node || typeof node !== 'object') return;
    if (typeof node.title === 'string' && CJK.test(node.title)) {
      const where = `src/components/schemas/${name}.yaml${prop ? ` ${prop}` : ''}`;
      const overrideKey = `${name}.${prop}`;
      const override = ctx.glossary.overrides[overrideKey];
      const expected = override ?? ctx.glossary.titles[node.title];
      if (override) ctx.used.overrides.add(overrideKey);
      else if (expected) ctx.used.titles.add(node.title);
      const en = node['x-title-en'];
      if (!en) ctx.missing.push(`x-title-en: ${node.title}  (${where}${expected ? `: ${expected}` : ''})`);
      else if (expected && en !== expected)
        ctx.missing.push(`x-title-en: ${node.title}  (${where} says "${en}", the glossary "${expected}")`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') for (const [p, def] of Object.entries(value)) walk(def, name, p);
      else if (key !== 'example' && !key.startsWith('x-')) walk(value, name, prop);
    }
  };
  for (const [name, schema] of Object.entries(handWritten)) walk(schema, name, undefined);
}

/** Walks a schema (or any part of an operation), giving every Chinese `title` its English. */
function titlesOf(node, scope, prop, ctx) {
  if (Array.isArray(node)) return node.forEach((n) => titlesOf(n, scope, prop, ctx));
  if (!node || typeof node !== 'object') return;
  if (typeof node.title === 'string' && CJK.test(node.title) && !node['x-title-en']) {
    const override = prop && ctx.glossary.overrides[`${scope}.${prop}`];
    if (override) ctx.used.overrides.add(`${scope}.${prop}`);
    const en = override || lookup(ctx, 'titles', node.title, prop ? `${scope}.${prop}` : scope);
    if (en) besideTitle(node, en);
  }
  const labels = node['x-enum-labels'];
  if (labels?.zh && !labels.en)
    labels.en = Object.fromEntries(
      Object.entries(labels.zh).map(([code, zh]) => [code, lookup(ctx, 'states', zh, `${scope}.${prop ?? ''} state ${code}`) ?? zh]),
    );
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    if (key === 'properties' && value && typeof value === 'object')
      for (const [p, def] of Object.entries(value)) titlesOf(def, scope, p, ctx);
    else titlesOf(value, scope, prop, ctx);
  }
}

/** Puts `x-title-en` right after `title`, so the sources read "title, English" together. */
function besideTitle(node, en) {
  const entries = Object.entries(node);
  for (const [key] of entries) delete node[key];
  for (const [key, value] of entries) {
    node[key] = value;
    if (key === 'title') node['x-title-en'] = en;
  }
}
