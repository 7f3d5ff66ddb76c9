// src/generated/resources.ts from the contract's one reader of x-blade-resource
// (contract/lib/resources.mjs): every standard resource's routes as a type (costs nothing at
// run time), and a runtime map that keeps only what differs from the defaults. A default is
// recognised by comparing WHOLE paths (`/<resource>/list`...), never by cutting one.
import { describedLabels, entityProperties, readResources } from '../../contract/lib/resources.mjs';

const q = JSON.stringify;
const ACTION_FACTS = ['where', 'key', 'param', 'field', 'from', 'to', 'choose', 'choices', 'answer', 'body'];

/** The routes of one resource as the type map records them. */
function typeRow(r) {
  const route = (o, extra = {}) => ({ method: o.method, path: o.path, ...extra });
  const row = { key: r.key };
  if (r.list) row.list = route(r.list, { paged: r.list.paged });
  if (r.detail) row.detail = route(r.detail, { param: r.detail.param, key: r.detail.key });
  if (r.submit) row.submit = route(r.submit);
  if (r.update) row.update = route(r.update);
  if (r.remove) row.remove = route(r.remove, { style: r.remove.style, param: r.remove.param, key: r.remove.key });
  if (r.tree) row.tree = route(r.tree);
  if (r.lazyTree) row.lazyTree = route(r.lazyTree, { param: r.lazyTree.param ?? 'parentId' });
  const actions = Object.entries(r.actions).map(([name, a]) => [
    name,
    route(a, pick(a.key === r.key ? { ...a, key: undefined } : a, ACTION_FACTS)),
  ]);
  if (Object.keys(r.checks).length)
    row.checks = Object.fromEntries(Object.entries(r.checks).map(([field, c]) => [field, route(c, { param: c.param })]));
  return { row, lists: r.lists.map((l) => l.path), actions };
}

const pick = (o, keys) => Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
/** A JSON value as a TypeScript type literal (arrays as readonly tuples). */
const typeOf = (v) =>
  Array.isArray(v)
    ? `readonly [${v.map(typeOf).join(', ')}]`
    : v && typeof v === 'object'
      ? `{ ${Object.entries(v)
          .map(([k, x]) => `${q(k)}: ${typeOf(x)}`)
          .join('; ')} }`
      : q(v);

/**
 * The runtime facts of one resource that differ from the defaults (list: GET <path>/list, paged,
 * sorted by ascs/descs;
 * detail: <path>/detail?id=; view: none (the view reads the detail); submit: POST <path>/submit; remove: POST <path>/remove?ids=; an
 * action: POST <path>/<name> with the key as ?id= and the state in `status`). `null`: the
 * contract has no such call; `update` only where the contract has one (edits go there). Trees and
 * lazy trees are typed only: no runtime caller.
 */
export function runtimeFacts(r) {
  const base = r.path;
  const o = {};
  if (r.key !== 'id') o.key = r.key;
  if (!r.list) o.list = null;
  else {
    if (r.list.path !== `${base}/list`) o.list = r.list.path;
    if (r.list.method !== 'get') o.listMethod = r.list.method;
    if (!r.list.paged) o.paged = false;
  }
  // The other lists (narrowed or alternate) are read with a GET: the runtime records their path
  // and paging only, so refuse any other method.
  for (const l of r.lists.slice(1)) if (l.method !== 'get') throw new Error(`${l.path}: a second list of ${r.name} must be a GET`);
  if (r.lists.length > 1) o.lists = Object.fromEntries(r.lists.slice(1).map((l) => [l.path, l.paged]));
  // Lists are sorted by ascs/descs unless their operation declares neither (Flowable's task lists).
  const unsorted = r.lists.filter((l) => !l.sorted).map((l) => l.path);
  if (unsorted.length) o.unsorted = unsorted;
  // Lists bound to the entity match every filter exactly (the contract's match: exact).
  const exact = r.lists.filter((l) => l.match === 'exact').map((l) => l.path);
  if (exact.length) o.exact = exact;
  // The server's export of the records (selectExport...List): one of the lists above.
  if (r.export) o.exportList = r.export.path;
  if (!r.detail) o.detail = null;
  else {
    if (r.detail.path !== `${base}/detail`) o.detail = r.detail.path;
    if (r.detail.param !== 'id') o.detailParam = r.detail.param;
    if (r.detail.key !== r.key) o.detailKey = r.detail.key;
    // Read by several record fields (query parameter -> record field), not one key.
    if (r.detail.by) o.detailBy = r.detail.by;
  }
  // The fuller read the record's view takes (detail-info), asked by the detail's parameter.
  if (r.view) {
    o.view = r.view.path;
    if (r.view.param !== 'id') o.viewParam = r.view.param;
  }
  if (!r.submit) o.submit = null;
  else if (r.submit.path !== `${base}/submit`) o.submit = r.submit.path;
  if (r.update) o.update = r.update.path;
  if (!r.remove) o.remove = null;
  else {
    if (r.remove.path !== `${base}/remove`) o.remove = r.remove.path;
    if (r.remove.style !== 'ids') o.removeStyle = r.remove.style;
    if (r.remove.style === 'query') o.removeParam = r.remove.param;
    if (r.remove.key !== r.key) o.removeKey = r.remove.key;
  }
  // The fields the server checks before a save (an account's name): field -> its route.
  for (const [field, c] of Object.entries(r.checks))
    (o.checks ??= {})[field] = {
      path: c.path,
      ...(c.method !== 'post' ? { method: c.method } : {}),
      ...(c.param !== field ? { param: c.param } : {}),
    };
  return o;
}

/**
 * The named state operations of one resource, beside the defaults (POST <path>/<name>, the key as
 * ?id=, the state in `status`). Their own module: only the screens that offer them load it.
 */
export function runtimeActions(r) {
  const actions = {};
  for (const [name, a] of Object.entries(r.actions)) {
    const facts = pick(a, ACTION_FACTS);
    if (facts.where === 'id') delete facts.where;
    if (facts.field === 'status') delete facts.field;
    if (facts.key === r.key) delete facts.key;
    if (a.path !== `${r.path}/${name}`) facts.path = a.path;
    if (a.method !== 'post') facts.method = a.method;
    actions[name] = facts;
  }
  return actions;
}

// The columns of an export (generated/export-columns.ts): a record's fields as a clerk reads them.
const DICTIONARIES = { 'GET /blade-system/dict/dictionary': false, 'GET /blade-system/dict-biz/dictionary': true };
/** Fields every entity inherits (BladeX's BaseEntity/TenantEntity): only createTime is exported. */
const refName = (s) => (s && typeof s.$ref === 'string' ? s.$ref.split('/').pop() : undefined);

/** One exported field: its title (zh), the labels of its codes or the dictionary that has them; undefined for nested data. */
function exportField(schemas, key, def) {
  const target = schemas[refName(def)] ?? def;
  const type = def.type ?? target.type;
  if (type === 'object' || type === 'array') return undefined;
  const field = { key };
  if (def.title && def.title !== key) field.title = def.title;
  const values = def.enum ?? target.enum;
  const coded = def['x-enum-labels'] ?? target['x-enum-labels'];
  const named = coded?.zh ?? describedLabels(def.description ?? target.description);
  // An enum whose codes have no words (isDeleted 0/1) is written as it is.
  if (values?.some((v) => named[String(v)] !== undefined))
    field.labels = Object.fromEntries(values.map((v) => [String(v), named[String(v)] ?? String(v)]));
  else if (type === 'boolean') field.labels = { true: '是', false: '否' };
  const options = def['x-options'];
  if (def['x-dict']) field.dict = { code: def['x-dict'] };
  else if (options && options.op in DICTIONARIES && options.query?.code) {
    field.dict = { code: options.query.code, ...(DICTIONARIES[options.op] ? { biz: true } : {}) };
    if (options.label && options.label !== 'dictValue') field.dict.label = options.label;
    if (options.value && options.value !== 'dictKey') field.dict.value = options.value;
  }
  if (!field.labels && !field.dict && (type === 'number' || type === 'integer') && !target['x-blade-long']) field.number = true;
  return field;
}

/**
 * The fields an export writes, in the order the console's derived screen shows them: the first
 * field, the state fields the resource's operations change, the rest, then createTime. The key
 * (an id) is left out, as the screen leaves it out.
 */
export function exportFields(doc, r) {
  const schemas = doc.components?.schemas ?? {};
  const { own, base } = entityProperties(schemas, r.entity);
  const states = new Set(
    Object.values(r.actions)
      .filter((a) => a.from || a.to !== undefined || a.choices)
      .map((a) => a.field),
  );
  const fields = [...own].filter(([k]) => k !== r.key).flatMap(([k, def]) => exportField(schemas, k, def) ?? []);
  const ordered = [
    ...fields.slice(0, 1).filter((f) => !states.has(f.key)),
    ...fields.filter((f) => states.has(f.key)),
    ...fields.slice(1).filter((f) => !states.has(f.key)),
  ];
  if (base.has('createTime') && !own.has('createTime')) ordered.push(exportField(schemas, 'createTime', base.get('createTime')));
  return ordered;
}

const HEADER = '// Generated by sdk/scripts/generate-types.mjs from contract/dist/openapi.yaml. Do not edit.\n/* eslint-disable */\n';

/** resources.ts and actions.ts of a bundled contract document. */
export function renderResources(doc) {
  const resources = readResources(doc);
  const names = Object.keys(resources).sort();
  const typeRows = names.map((name) => {
    const { row, lists, actions } = typeRow(resources[name]);
    const fields = Object.entries(row).map(([k, v]) => `${k}: ${typeOf(v)}`);
    if (lists.length) fields.push(`lists: ${lists.map(q).join(' | ')}`);
    fields.push(`actions: { ${actions.map(([n, a]) => `${q(n)}: ${typeOf(a)}`).join('; ')} }`);
    return `  ${q('/' + name)}: {\n    ${fields.join(';\n    ')};\n  };`;
  });
  const rows = (facts) =>
    names
      .map((name) => [name, facts(resources[name])])
      .filter(([, o]) => Object.keys(o).length)
      .map(([name, o]) => `  ${q('/' + name)}: ${q(o)},`)
      .join('\n');
  const resourcesTs = `${HEADER}import type { RuntimeFacts } from '../resource-facts';

/** Every standard resource of the contract and its routes (types only: costs nothing at runtime). */
export interface ResourceRoutes {
${typeRows.join('\n')}
}

/** The resources whose routes are not all the defaults, by resource path. */
export const resourceFacts: Record<string, RuntimeFacts> = {
${rows(runtimeFacts)}
};
`;
  const actionsTs = `${HEADER}import type { ActionFacts } from '../resource-facts';

/** The named state operations of the contract, by resource path and name. */
export const resourceActions: Record<string, Record<string, ActionFacts>> = {
${rows(runtimeActions)}
};
`;
  const pathsTs = `${HEADER}import type { ResourceRoutes } from './resources';

/** Every standard resource of the contract, at run time (for paths read from data: derived screens). */
export const resourcePaths: ReadonlySet<string> = new Set([
${names.map((name) => `  ${q('/' + name)},`).join('\n')}
]);

/** Whether a path read from data is a standard resource of the contract. */
export const isResourcePath = (path: unknown): path is keyof ResourceRoutes => typeof path === 'string' && resourcePaths.has(path);
`;
  const exportTs = `${HEADER}import type { ExportField } from '../export/columns';

/** The fields an export writes of each resource's records (titles, code labels, dictionaries), by resource path. */
export const exportFieldsByPath: Record<string, readonly ExportField[]> = {
${names
  .map((name) => [name, exportFields(doc, resources[name])])
  .filter(([, f]) => f.length)
  .map(([name, f]) => `  ${q('/' + name)}: ${q(f)},`)
  .join('\n')}
};
`;
  return { 'resources.ts': resourcesTs, 'actions.ts': actionsTs, 'resource-paths.ts': pathsTs, 'export-columns.ts': exportTs };
}
