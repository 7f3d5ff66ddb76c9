// The business screens as data, read from the bundled contract: the menu routes example names
// each screen (path = console menu path, remark = resource), x-blade-resource on the operations
// gives the calls and the named state operations, the entity schema gives the columns, and the
// button forest example gives the permission codes.

export const BUSINESS_AREAS = ['sales', 'sale', 'purchase', 'produce', 'product', 'stock', 'repair', 'money', 'operating', 'user'];
/** Columns every entity inherits: only createTime is shown (read-only). */
const BASE = ['BaseEntity', 'TenantEntity'];
const MAX_VISIBLE = 10;
const LONG_TEXT = /remark|desc|content|opinion|reason|memo/i;

const refName = (s) => (s && typeof s.$ref === 'string' ? s.$ref.split('/').pop() : undefined);
const exampleOf = (op) => op?.responses?.['200']?.content?.['application/json']?.example?.data ?? [];

/** "repairNo" -> "Repair no", "add_black" -> "Add black", "SaleServerOrder" -> "Sale server order". */
export function humanise(name) {
  const words = String(name).replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').split(/[\s_-]+/).filter(Boolean);
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 待派单, 2 已派单" with enum [1, 2] -> [[1, '待派单'], [2, '已派单']]. */
export function enumOptions(values, description = '') {
  const labels = new Map();
  for (const part of String(description).split(/[,，;；、]\s*/)) {
    const m = /^\s*(-?[\w.]+)\s*[:：=]?\s*(.+?)\s*$/.exec(part);
    if (m) labels.set(m[1], m[2]);
  }
  return values.map((v) => [v, labels.get(String(v)) ?? String(v)]);
}

/** An entity's properties: own (in schema order) and inherited base ones, $refs of allOf resolved. */
function entityProps(schemas, name, base = false, out = { own: [], base: new Map() }) {
  const s = schemas[name];
  if (!s) return out;
  const isBase = base || BASE.includes(name);
  for (const part of [s, ...(s.allOf ?? [])]) {
    const ref = refName(part);
    if (ref && part !== s) entityProps(schemas, ref, isBase, out);
    for (const [prop, def] of Object.entries(part.properties ?? {})) {
      if (isBase) out.base.set(prop, def);
      else if (!out.own.some(([p]) => p === prop)) out.own.push([prop, def]);
    }
  }
  return out;
}

/** A column (or a form input) from a property schema; undefined for lists and nested objects. */
export function columnOf(schemas, prop, def, title) {
  const ref = refName(def);
  const target = ref ? schemas[ref] ?? {} : def;
  const label = def.title ?? title ?? prop;
  const col = { prop, label, en: humanise(prop) };
  if (ref === 'DateTime') return { ...col, type: 'datetime' };
  if (ref && ref !== 'Id' && target.type !== 'string') return undefined;
  const values = def.enum ?? target.enum;
  if (values) return { ...col, type: 'select', options: enumOptions(values, def.description ?? target.description) };
  const type = def.type ?? target.type;
  if (type === 'integer' || type === 'number') return { ...col, type: 'number' };
  if (type === 'boolean') return { ...col, type: 'select', options: [[true, '是'], [false, '否']] };
  if (type && type !== 'string') return undefined;
  return LONG_TEXT.test(prop) ? { ...col, type: 'textarea' } : col;
}

/** Resource -> its standard and named operations ({method, path, op, x}). */
function operationsByResource(doc) {
  const byResource = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item)) {
      const x = op && typeof op === 'object' ? op['x-blade-resource'] : undefined;
      if (!x) continue;
      if (!byResource.has(x.resource)) byResource.set(x.resource, []);
      byResource.get(x.resource).push({ method, path, op, x });
    }
  return byResource;
}

/** Menu path -> the button codes under it (button forest example). */
function buttonsByPath(doc) {
  const out = new Map();
  const walk = (nodes) => {
    for (const n of nodes ?? []) {
      const kids = (n.children ?? []).filter((c) => Number(c.category) === 2).map((c) => c.code);
      if (kids.length) out.set(n.path, kids);
      walk(n.children);
    }
  };
  walk(exampleOf(doc.paths['/blade-system/menu/buttons']?.get));
  return out;
}

/** The menu leaves of the business areas: {area, code, name, path, remark}. */
function businessLeaves(doc) {
  const leaves = [];
  const walk = (area, nodes) => {
    for (const n of nodes ?? []) {
      if (n.children?.length) walk(area, n.children);
      else leaves.push({ area, ...n });
    }
  };
  for (const top of exampleOf(doc.paths['/blade-system/menu/routes']?.get)) if (BUSINESS_AREAS.includes(top.code)) walk(top.code, top.children);
  return leaves;
}

/** The fields a named operation asks for besides the record key and the target state. */
function actionInputs(schemas, { op, x }) {
  const skip = new Set(['id', 'ids', x.key, x.field ?? 'status']);
  const inputs = [];
  if (x.where === 'body') {
    const schema = op.requestBody?.content?.['application/json']?.schema ?? {};
    if (refName(schema)) return inputs; // the entity itself: only key and state are sent
    for (const [prop, def] of Object.entries(schema.properties ?? {})) {
      const col = skip.has(prop) ? undefined : columnOf(schemas, prop, def);
      if (col) inputs.push({ ...col, ...(schema.required?.includes(prop) ? { required: true } : {}) });
    }
  } else {
    for (const p of op.parameters ?? []) {
      if (p.$ref || p.in !== 'query' || skip.has(p.name)) continue;
      const col = columnOf(schemas, p.name, { ...p.schema, title: p.schema?.title ?? p.description, description: p.description });
      if (col) inputs.push({ ...col, ...(p.required ? { required: true } : {}) });
    }
  }
  return inputs;
}

const segment = (resource, path) => path.slice(resource.length + 2);

/** One screen, or {skip: reason}. */
function deriveScreen(doc, leaf, ops, buttons) {
  const schemas = doc.components?.schemas ?? {};
  const role = (r) => ops.find((o) => o.x.role === r);
  const list = role('list');
  if (!list) return { skip: `no list operation for ${leaf.remark || '(no resource)'}` };
  const { entity, key = 'id' } = list.x;
  const { own, base } = entityProps(schemas, entity);
  if (!own.length) return { skip: `entity ${entity} has no fields` };
  const detail = role('detail');
  const submit = role('submit');
  const remove = role('remove');
  const actions = ops.filter((o) => o.x.role === 'action');
  const stateFields = new Set(actions.filter((a) => a.x.from || a.x.to !== undefined).map((a) => a.x.field ?? 'status'));

  const columns = [];
  for (const [prop, def] of own) {
    const col = columnOf(schemas, prop, def);
    if (!col || prop === key) continue;
    if (stateFields.has(prop)) Object.assign(col, { readOnly: true, ...(col.options ? { default: col.options[0][0] } : {}) });
    columns.push(col);
  }
  // The record's number/name first, then its state (what the operations act on), then the rest.
  const states = columns.filter((c) => stateFields.has(c.prop));
  columns.splice(0, columns.length, ...columns.slice(0, 1).filter((c) => !stateFields.has(c.prop)), ...states, ...columns.slice(1).filter((c) => !stateFields.has(c.prop)));
  columns.push({ prop: 'createTime', label: '创建时间', en: 'Created', type: 'datetime', readOnly: true });
  const filters = (list.x.filters ?? []).filter((f) => f !== key);
  // A filter on an inherited field (status of BaseEntity) is a column too; an unknown one only searches.
  for (const f of filters) {
    if (columns.some((c) => c.prop === f)) continue;
    const inherited = base.has(f) ? columnOf(schemas, f, base.get(f)) : undefined;
    columns.push(inherited ?? { prop: f, label: f, en: humanise(f), searchOnly: true });
  }
  // The table shows the state fields, createTime and the first short fields, up to MAX_VISIBLE.
  const pinned = (c) => stateFields.has(c.prop) || c.prop === 'createTime';
  let room = MAX_VISIBLE - columns.filter(pinned).length;
  for (const c of columns) {
    if (pinned(c)) continue;
    if (!c.searchOnly && c.type !== 'textarea' && room > 0) room--;
    else c.hide = true;
  }

  const codes = buttons.get(leaf.path) ?? [];
  const granted = (suffix) => (codes.includes(`${leaf.code}_${suffix}`) ? `${leaf.code}_${suffix}` : undefined);
  const permissions = Object.fromEntries(
    [['add', granted('add')], ['edit', granted('edit')], ['remove', granted('delete')], ['view', granted('view')]].filter(([, v]) => v),
  );
  return {
    menuPath: leaf.path,
    title: leaf.name,
    en: humanise(entity),
    code: leaf.code,
    path: `/${list.x.resource}`,
    entity,
    key,
    list: segment(list.x.resource, list.path),
    ...(list.method !== 'get' ? { listMethod: list.method } : {}),
    paged: list.x.paged !== false,
    dateRange: (list.op.parameters ?? []).some((p) => refName(p) === 'CreateTimeDategt'),
    detail: detail ? detail.x.param ?? key : null,
    submit: submit ? segment(submit.x.resource, submit.path) : null,
    remove: remove ? 'ids' : null,
    permissions,
    columns,
    search: filters,
    actions: actions.map((a) => {
      const name = a.x.action;
      const inputs = actionInputs(schemas, a);
      return {
        name,
        label: String(a.op.summary ?? name).replace(/\s*[(（].*$/, ''),
        en: humanise(name),
        where: a.x.where ?? 'id',
        ...(a.method !== 'post' ? { method: a.method } : {}),
        field: a.x.field ?? 'status',
        ...(a.x.from ? { from: a.x.from } : {}),
        ...(a.x.to !== undefined ? { to: a.x.to } : {}),
        ...(inputs.length ? { inputs } : {}),
        permission: granted(name) ?? granted(name.replace(/-/g, '_')) ?? null,
      };
    }),
  };
}

/** Every business screen by area, the menu path index, and the leaves left as placeholders. */
export function deriveScreens(doc) {
  const ops = operationsByResource(doc);
  const buttons = buttonsByPath(doc);
  const areas = Object.fromEntries(BUSINESS_AREAS.map((a) => [a, []]));
  const index = {};
  const skipped = [];
  for (const leaf of businessLeaves(doc)) {
    const screen = deriveScreen(doc, leaf, ops.get(leaf.remark) ?? [], buttons);
    if (screen.skip) {
      skipped.push({ menuPath: leaf.path, reason: screen.skip });
      continue;
    }
    areas[leaf.area].push(screen);
    index[leaf.path] = leaf.area;
  }
  return { areas, index, skipped };
}
