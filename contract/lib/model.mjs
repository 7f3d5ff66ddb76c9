// Reads the catalog (catalog/*.yaml) and the hand-written components into one in-memory model:
// services, their standard resources and their hand-described operations.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { parse } from 'yaml';

export const ROOT = new URL('..', import.meta.url).pathname;
const read = (file) => parse(readFileSync(file, 'utf8'));

/** Hand-written component schemas by name. */
export function loadComponentSchemas() {
  const dir = join(ROOT, 'src/components/schemas');
  const out = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) out[basename(f, '.yaml')] = read(join(dir, f));
  return out;
}

const RESOURCE_DEFAULTS = {
  list: 'list',
  paged: true,
  // false: the list ignores BladeX's ascs/descs (Flowable orders its task queries itself).
  sorted: true,
  detail: 'id',
  submit: 'submit',
  update: false,
  remove: 'ids',
  tree: 'none',
  tenant: true,
  actions: [],
  key: 'id',
};

// catalog/ files that are not a service: the menu areas and the English glossary (lib/english.mjs).
const NOT_SERVICES = ['menu.yaml', 'glossary-en.yaml'];

/** All catalog services, sorted by name, with resource defaults applied. */
export function loadCatalog() {
  const dir = join(ROOT, 'catalog');
  const services = [];
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && !NOT_SERVICES.includes(f))
    .sort()) {
    const doc = read(join(dir, f));
    if (!doc?.service) throw new Error(`${f}: missing "service"`);
    services.push({
      service: doc.service,
      title: doc.title ?? doc.service,
      area: doc.area,
      file: f,
      resources: (doc.resources ?? []).map((r) => ({ ...RESOURCE_DEFAULTS, area: doc.area, ...r, service: doc.service })),
      operations: doc.operations ?? [],
    });
  }
  return services;
}

/** The menu catalog (catalog/menu.yaml): areas in menu order, screen icons, top menus. */
export function loadMenuCatalog() {
  const file = join(ROOT, 'catalog/menu.yaml');
  const menu = existsSync(file) ? read(file) : {};
  return { areas: menu.areas ?? [], icons: menu.icons ?? {}, topMenus: menu.topMenus ?? [] };
}

/** PascalCase of a resource path: "saleserverorder" -> "Saleserverorder", "dict-biz" -> "DictBiz". */
export const pascal = (text) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** camelCase operationId from a path: /blade-system/param/list -> bladeSystemParamList. */
export function operationIdOf(path, method, methodsOnPath) {
  const p = pascal(path.replace(/[{}]/g, ''));
  const id = p[0].toLowerCase() + p.slice(1);
  return methodsOnPath > 1 && method !== 'get' ? `${id}${pascal(method)}` : id;
}
