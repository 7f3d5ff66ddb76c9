// The business screens as data, read from the bundled contract: the menu routes example names
// each screen (path = console menu path, remark = resource), the contract's one reader of
// x-blade-resource gives the resource's list (its filters, its entity) and named state operations
// (their inputs and labels; their routes and states are the SDK's), the entity schema gives the
// columns, and the button forest example gives the permission codes.
import { describedLabels, entityProperties, readDrafts, readResources, readSublists } from '@dasha/contract/resources';

export const BUSINESS_AREAS = ['sales', 'sale', 'purchase', 'produce', 'product', 'stock', 'repair', 'money', 'operating', 'user'];
/** Columns every entity inherits: only createTime is shown (read-only). */
const MAX_VISIBLE = 10;
const LONG_TEXT = /remark|desc|content|opinion|reason|memo/i;

const refName = (s) => (s && typeof s.$ref === 'string' ? s.$ref.split('/').pop() : undefined);
const exampleOf = (op) => op?.responses?.['200']?.content?.['application/json']?.example?.data ?? [];

// English labels come from the contract (contract/catalog/glossary-en.yaml): `x-title-en` beside a
// title, `x-summary-en` on a named operation, `x-menu-en` on the menu routes. Where one is missing
// the Chinese stands in, never a made-up English (the derivation test fails on it).
const englishOf = (def, label) => def?.['x-title-en'] ?? label;
const menuEnglish = (doc) => doc.paths['/blade-system/menu/routes']?.get?.['x-menu-en'] ?? {};

/** "1 待派单, 2 已派单" with enum [1, 2] -> [[1, '待派单'], [2, '已派单']]. */
export function enumOptions(values, description = '') {
  const labels = describedLabels(description);
  return values.map((v) => [v, labels[String(v)] ?? String(v)]);
}

/** enum [1, 2] with x-enum-labels {zh: {1: 银行转账}, en: {1: Bank transfer}} -> [[1, '银行转账', 'Bank transfer'], ...]. */
export function codedOptions(values, labels) {
  return values.map((v) => {
    const zh = labels.zh?.[String(v)] ?? String(v);
    const en = labels.en?.[String(v)];
    return en ? [v, zh, en] : [v, zh];
  });
}

/** An entity's properties: own (in schema order, as [prop, def] pairs) and inherited base ones. */
function entityProps(schemas, name) {
  const { own, base } = entityProperties(schemas, name);
  return { own: [...own], base };
}

/** A column (or a form input) from a property schema; undefined for lists and nested objects. */
export function columnOf(schemas, prop, def, title) {
  const ref = refName(def);
  const target = ref ? (schemas[ref] ?? {}) : def;
  const label = def.title ?? title ?? prop;
  const col = { prop, label, en: englishOf(def, label) };
  if (ref === 'DateTime') return { ...col, type: 'datetime' };
  // A Long written as a number (x-blade-long) is shown and sent like an id: the SDK keeps its digits.
  if (target['x-blade-long']) return col;
  if (ref && ref !== 'Id' && target.type !== 'string') return undefined;
  const values = def.enum ?? target.enum;
  const coded = def['x-enum-labels'] ?? target['x-enum-labels'];
  if (values && coded) return { ...col, type: 'select', options: codedOptions(values, coded) };
  if (values) return { ...col, type: 'select', options: enumOptions(values, def.description ?? target.description) };
  const type = def.type ?? target.type;
  if (type === 'integer' || type === 'number') return { ...col, type: 'number' };
  if (type === 'boolean')
    return {
      ...col,
      type: 'select',
      options: [
        [true, '是'],
        [false, '否'],
      ],
    };
  if (type && type !== 'string') return undefined;
  // A day (a period's start): a calendar, sent as yyyy-MM-dd.
  if ((def.format ?? target.format) === 'date') return { ...col, type: 'date' };
  // A file to upload (an operation's multipart input): picked from the computer, sent as a part.
  if ((def.format ?? target.format) === 'binary') return { ...col, type: 'file' };
  // A long text by its name, unless the contract bounds it to a line (a label's text: maxLength).
  const bounded = (def.maxLength ?? target.maxLength) <= 255;
  return LONG_TEXT.test(prop) && !bounded ? { ...col, type: 'textarea' } : col;
}

/**
 * Resource -> its routes as the contract's one reader gives them (@dasha/contract/resources), each
 * with its OpenAPI operation: {method, path, op, x}. The routes themselves stay the SDK's: a screen
 * keeps only what it shows (columns, filters, labels, inputs, permissions).
 */
function routesByResource(doc) {
  const withOp = (x) => x && { method: x.method, path: x.path, op: doc.paths[x.path][x.method], x };
  const out = new Map();
  for (const r of Object.values(readResources(doc))) {
    out.set(r.name, { list: withOp(r.list), actions: Object.values(r.actions).map(withOp) });
  }
  return out;
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

/** The leaves of the contract's menu (menu/routes): {area, code, name, path, remark}, in menu order. */
function menuLeaves(doc) {
  const leaves = [];
  const walk = (area, nodes) => {
    for (const n of nodes ?? []) {
      if (n.children?.length) walk(area, n.children);
      else leaves.push({ area, ...n });
    }
  };
  for (const top of exampleOf(doc.paths['/blade-system/menu/routes']?.get)) walk(top.code, top.children);
  return leaves;
}

/** The menu leaves of the business areas. */
const businessLeaves = (doc) => menuLeaves(doc).filter((leaf) => BUSINESS_AREAS.includes(leaf.area));

/**
 * Every leaf of the contract's menu as the console routes it: its path (without the /index the
 * console appends), area, menu code, the resource it lists (the leaf's remark, where it has one)
 * and its button codes. Screens take their route and permission codes from here.
 */
export function menuLeafFacts(doc) {
  const buttons = buttonsByPath(doc);
  const resources = readResources(doc);
  return menuLeaves(doc).map((leaf) => ({
    path: leaf.path.replace(/\/index$/, ''),
    area: leaf.area,
    code: leaf.code,
    ...(leaf.remark ? { resource: `/${leaf.remark}` } : {}),
    buttons: buttons.get(leaf.path) ?? [],
    // A business screen's derived module carries these already.
    ...(BUSINESS_AREAS.includes(leaf.area) ? {} : formFacts(doc, resources[leaf.remark])),
  }));
}

/**
 * What a platform screen's forms take from its resource: the fields its search form offers (the
 * list's searchForm) and those a new record must carry (the entity's x-blade-required).
 */
function formFacts(doc, resource) {
  const list = resource?.list;
  if (!list) return {};
  const required = doc.components?.schemas?.[list.entity]?.['x-blade-required'] ?? [];
  return { search: list.searchForm, required, ...(list.columns ? { columns: screenColumns(doc, resource.name, list) } : {}) };
}

/** What the server fills in on every record (BaseEntity): listed and viewed, never typed in. */
const SERVER_FILLED = /^(create|update)(Time|User|Dept)$/;

/**
 * A platform screen's columns as its list declares them ({prop, width?, hide?, readOnly?}), each a
 * field of its entity; a field the server fills in is read-only without saying so.
 */
function screenColumns(doc, name, list) {
  const { own, base } = entityProperties(doc.components?.schemas ?? {}, list.entity);
  return list.columns.map(({ field, ...rest }) => {
    if (!own.has(field) && !base.has(field)) throw new Error(`${name}: column ${field} is no field of ${list.entity}`);
    return { prop: field, ...rest, ...(base.has(field) && SERVER_FILLED.test(field) ? { readOnly: true } : {}) };
  });
}

/**
 * A picker's choices as the contract names them (`x-options: {op: 'GET <path>', label, value,
 * multiple}` on a parameter or body property): the list to read and the fields to show and send.
 * Without `label` the list answers plain values (purchase numbers), `value` naming the record field they are.
 */
function remoteOf(def) {
  const o = def?.['x-options'];
  if (!o) return undefined;
  const [method, url] = String(o.op).split(/\s+/);
  if (method !== 'GET' || !url) throw new Error(`x-options.op must be "GET <path>": ${o.op}`);
  // `query`: what the list is always read with (a paged listing's page size, so every choice is offered).
  // `fills`: form field -> the picked record's field, copied in when one is picked.
  // `by`: query parameter -> the field of the record an operation runs on (an order's materials by its id).
  return {
    type: 'select',
    remote: {
      url,
      ...(o.label ? { labelKey: o.label } : {}),
      valueKey: o.value,
      ...(o.query ? { query: o.query } : {}),
      ...(o.fills ? { fills: o.fills } : {}),
      ...(o.by ? { by: o.by } : {}),
    },
    ...(o.multiple ? { multiple: true } : {}),
  };
}

/** The fields a named operation asks for besides the record key and the target state. */
function actionInputs(schemas, { op, x }) {
  const skip = new Set(['id', 'ids', x.key, x.param, x.field, x.where, x.choose]);
  const inputs = [];
  const input = (prop, def, required) => {
    const col = skip.has(prop) ? undefined : columnOf(schemas, prop, def);
    // x-record-field: sent from the record itself (an order's userId), not asked.
    const fromRecord = def?.['x-record-field'];
    // x-session-field: sent from the signed-in session (its tenantId), not asked.
    const fromSession = def?.['x-session-field'];
    if (col && fromRecord) inputs.push({ ...col, fromRecord });
    else if (col && fromSession) inputs.push({ ...col, fromSession });
    else if (col)
      inputs.push({
        ...col,
        ...remoteOf(def),
        ...(required ? { required: true } : {}),
        ...(def?.default !== undefined ? { default: def.default } : {}),
      });
  };
  const multipart = op.requestBody?.content?.['multipart/form-data']?.schema;
  const json = op.requestBody?.content?.['application/json']?.schema;
  // Records the form makes: naming none (a new supplementary order), or a record's new ones (body-rows).
  const makes = x.where === 'none' || x.where === 'body-rows';
  if (x.where === 'body' || x.where === 'body-list' || multipart || (makes && json)) {
    const schema = multipart ?? json ?? {};
    // A list of new records (batchSavePurchaseOrder, a BOM line's materials): the form asks for rows of the entity's fields.
    const entity = refName(schema) ?? (makes && schema.type === 'array' ? refName(schema.items) : undefined);
    // The entity itself: for a record, only its key and state are sent; a new one's fields are
    // the form, those it must carry required.
    if (entity && !makes) return inputs;
    if (entity) {
      const mustCarry = new Set(schemas[entity]?.['x-blade-required'] ?? []);
      for (const [prop, def] of entityProps(schemas, entity).own) input(prop, def, mustCarry.has(prop));
      return inputs;
    }
    for (const [prop, def] of Object.entries(schema.properties ?? {})) input(prop, def, schema.required?.includes(prop));
  } else {
    for (const p of op.parameters ?? []) {
      if (p.$ref || p.in !== 'query') continue;
      input(p.name, { ...p.schema, title: p.schema?.title ?? p.description, description: p.description }, p.required);
    }
  }
  return inputs;
}

/** The schema of an operation's R `data` (its 200 JSON answer). */
const dataOf = (op) =>
  op.responses?.['200']?.content?.['application/json']?.schema?.allOf?.find((part) => part.properties?.data)?.properties?.data;

/**
 * What an operation answers to show, not a bare success: a file to save; a string (a link or an
 * image's address); a list of records (a report: a table); one record (a detail: label and value).
 * A table's or record's columns come from the answer's schema: an entity's own fields (as a
 * sub-list's), or an inline object's properties, with their titles and English.
 */
function answerShown(schemas, op) {
  const content = op.responses?.['200']?.content ?? {};
  if (Object.keys(content).length && !Object.keys(content).some((media) => /json/i.test(media))) return { shows: 'file' };
  const data = dataOf(op);
  if (data?.type === 'string') return { shows: 'text' };
  const items = data?.type === 'array' ? data.items : undefined;
  // Select-tree nodes (a fault tree): shown as the tree, each node by its title.
  if (refName(items) === 'TreeNode') return { shows: 'tree' };
  const columns = recordColumns(schemas, items ?? data, !items);
  // One record's lists of inline objects (a good's properties): tables under its fields.
  const lists = !items && data?.type === 'object' ? nestedLists(schemas, data) : [];
  if (columns?.length) return { shows: items ? 'table' : 'record', answer: columns, ...(lists.length ? { lists } : {}) };
  return {};
}

/** The lists of inline objects a record answer holds, each with its title and its items' columns. */
function nestedLists(schemas, schema) {
  return Object.entries(schema.properties ?? {}).flatMap(([prop, def]) => {
    const items = def.type === 'array' && def.items?.type === 'object' ? def.items : undefined;
    const columns = Object.entries(items?.properties ?? {})
      .map(([p, d]) => columnOf(schemas, p, d))
      .filter(Boolean);
    const label = def.title ?? prop;
    return columns.length ? [{ prop, label, en: englishOf(def, label), columns }] : [];
  });
}

/**
 * The columns of an answer's records: an entity's (a table's as a sub-list's; one record's every
 * own field but other records' ids), an inline object's properties.
 */
function recordColumns(schemas, schema, one) {
  const entity = refName(schema);
  if (entity)
    return schemas[entity]?.properties || schemas[entity]?.allOf
      ? sublistColumns(schemas, entity, undefined, one ? Infinity : SUBLIST_COLUMNS)
      : undefined;
  if (schema?.type !== 'object') return undefined;
  return Object.entries(schema.properties ?? {})
    .map(([prop, def]) => columnOf(schemas, prop, def))
    .filter(Boolean);
}

/** The entity of a list answer (R of a Page of X, or of X[]) and whether it pages. */
function listEntity(op) {
  const data = dataOf(op);
  const page = data?.allOf?.find((part) => part.properties?.records)?.properties?.records;
  return { entity: refName((page ?? data)?.items), paged: !!page };
}

/** Columns of a sub-list's records: their own fields but the parent's key (a change's reason too), then createTime. */
const SUBLIST_COLUMNS = 8;
function sublistColumns(schemas, entity, field, most = SUBLIST_COLUMNS) {
  const { own, base } = entityProps(schemas, entity);
  // Other records' ids (a material's materielId) say nothing to a reader: their names and numbers are shown.
  const cols = own.map(([prop, def]) => prop !== field && !/.Id$/.test(prop) && columnOf(schemas, prop, def)).filter(Boolean);
  // A record's state first (what its operations depend on), never cut off by the column limit.
  const state = cols.findIndex((c) => c.prop === 'status' && c.options);
  if (state > 0) cols.unshift(...cols.splice(state, 1));
  const createTime = base.get('createTime');
  return [...cols.slice(0, most), ...(createTime ? [{ ...columnOf(schemas, 'createTime', createTime), type: 'datetime' }] : [])];
}

/**
 * The tabs of a record's detail (x-blade-sublist, read by the contract's one reader): each a GET
 * read with the record's key in `param`, its columns from the answer's entity.
 */
function sublistsByParent(doc) {
  const schemas = doc.components?.schemas ?? {};
  const out = new Map();
  // The record's own detail calls first (its materials), then other resources' lists of it (its history).
  const own = (s) => (doc.paths[s.path].get['x-blade-resource'] ? 1 : 0);
  for (const s of readSublists(doc).sort((a, b) => own(a) - own(b))) {
    const { entity, paged } = listEntity(doc.paths[s.path].get);
    if (!entity) throw new Error(`x-blade-sublist of GET ${s.path}: its answer is not a list of an entity`);
    const tab = {
      url: s.path,
      entity,
      param: s.param,
      ...(s.by ? { by: s.by } : {}),
      label: s.title,
      en: s.titleEn ?? s.title,
      ...(paged ? { paged: true, ...(s.pageSize ? { sizeParam: s.pageSize } : {}) } : {}),
      columns: sublistColumns(schemas, entity, s.field),
      // The operations offered on it (derived with the parent screen's button codes): the tab's
      // own field among an operation's inputs is the value the tab is read by, never asked.
      operations: s.actions.map((x) => ({
        op: doc.paths[x.path][x.method],
        x,
        parentField: s.field ?? s.param,
        onParent: x.resource === s.of,
      })),
      // Records the tab adds to its record and edits on its rows, through their own resource.
      ...(s.offers
        ? {
            records: {
              offers: s.offers,
              resource: `/${s.resource}`,
              field: s.field,
              form: recordForm(schemas, entity, s.field),
              ...(s.fills ? { fills: s.fills } : {}),
            },
          }
        : {}),
    };
    out.set(s.of, [...(out.get(s.of) ?? []), tab]);
  }
  return out;
}

/**
 * The fields a tab's form asks of one of its records (add, edit): every own field but the one
 * carrying the parent's key (filled from the record whose tab it is); pickers where the contract
 * names their list, required where a new record must carry them (x-blade-required).
 */
function recordForm(schemas, entity, parentField) {
  const mustCarry = new Set(schemas[entity]?.['x-blade-required'] ?? []);
  return entityProps(schemas, entity).own.flatMap(([prop, def]) => {
    const col = prop !== parentField && columnOf(schemas, prop, def);
    return col ? [{ ...col, ...remoteOf(def), ...(mustCarry.has(prop) ? { required: true } : {}) }] : [];
  });
}

/** One screen, or {skip: reason}. */
function deriveScreen(doc, leaf, routes, buttons, sublists = []) {
  const schemas = doc.components?.schemas ?? {};
  const list = routes?.list;
  if (!list) return { skip: `no list operation for ${leaf.remark || '(no resource)'}` };
  const { entity, key } = list.x;
  const { own, base } = entityProps(schemas, entity);
  if (!own.length) return { skip: `entity ${entity} has no fields` };
  // An operation offered on a tab of another resource's record is that tab's, not this screen's;
  // one of this screen's records offered above its own tab (a category's 绑定商品) is both.
  const ownTab = (a) => a.x.resource === list.x.resource && sublists.some((t) => t.url === a.x.tab);
  const actions = routes.actions.filter((a) => !a.x.tab || ownTab(a));
  const stateFields = new Set(actions.filter((a) => a.x.from || a.x.to !== undefined || a.x.choices).map((a) => a.x.field));

  const columns = [];
  // The fields a new record must carry (the entity's x-blade-required): the form marks and requires them.
  const mustCarry = new Set(schemas[entity]?.['x-blade-required'] ?? []);
  for (const [prop, def] of own) {
    const col = columnOf(schemas, prop, def);
    if (!col || prop === key) continue;
    // A field naming another record (a device's model) is picked from the list the contract names, and shown by its label.
    if (!stateFields.has(prop)) Object.assign(col, remoteOf(def));
    if (stateFields.has(prop)) Object.assign(col, { readOnly: true, ...(col.options ? { default: col.options[0][0] } : {}) });
    else if (mustCarry.has(prop)) col.required = true;
    columns.push(col);
  }
  // The record's number/name first, then its state (what the operations act on), then the rest.
  const states = columns.filter((c) => stateFields.has(c.prop));
  columns.splice(
    0,
    columns.length,
    ...columns.slice(0, 1).filter((c) => !stateFields.has(c.prop)),
    ...states,
    ...columns.slice(1).filter((c) => !stateFields.has(c.prop)),
  );
  columns.push({ ...columnOf(schemas, 'createTime', base.get('createTime') ?? { title: '创建时间' }), type: 'datetime', readOnly: true });
  const filters = (list.x.filters ?? []).filter((f) => f !== key);
  // A filter on an inherited field (status of BaseEntity) is a column too; an unknown one only searches.
  for (const f of filters) {
    if (columns.some((c) => c.prop === f)) continue;
    const inherited = base.has(f) ? columnOf(schemas, f, base.get(f)) : undefined;
    const param = (list.op.parameters ?? []).find((p) => p.name === f);
    const label = param?.schema?.title ?? f;
    columns.push(inherited ?? { prop: f, label, en: englishOf(param?.schema, label), searchOnly: true });
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
    [
      ['add', granted('add')],
      ['edit', granted('edit')],
      ['remove', granted('delete')],
      ['view', granted('view')],
    ].filter(([, v]) => v),
  );
  return {
    menuPath: leaf.path,
    title: leaf.name,
    en: menuEnglish(doc)[leaf.path] ?? leaf.name,
    code: leaf.code,
    path: `/${list.x.resource}`,
    entity,
    dateRange: (list.op.parameters ?? []).some((p) => refName(p) === 'CreateTimeDategt'),
    permissions,
    columns,
    search: filters,
    // A tab's records are part of its record: added and edited with the record's own edit button code.
    ...(sublists.length
      ? {
          sublists: sublists.map(({ operations, records, ...tab }) => ({
            ...tab,
            ...(operations.length ? { actions: operations.map((a) => tabAction(schemas, a, granted)) } : {}),
            ...(records ? { records: { ...records, permission: granted('edit') ?? null } } : {}),
          })),
        }
      : {}),
    actions: actions.map((a) => deriveAction(schemas, a, granted, sublists)),
  };
}

/**
 * The lines a record's operation sends with its fields (a JSON body's list of entity records: a
 * warehouse order's goods): their fields as a rows form's columns, and the record's tab of the same
 * records, where its current lines are read from (the form starts with them).
 */
function bodyLines(schemas, op, tabs) {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const found = Object.entries(body?.properties ?? {}).find(([, def]) => def.type === 'array' && refName(def.items));
  if (!found) return undefined;
  const [prop, def] = found;
  const entity = refName(def.items);
  const tab = tabs.find((t) => t.entity === entity);
  const label = def.title ?? prop;
  return {
    prop,
    label,
    en: englishOf(def, label),
    columns: recordForm(schemas, entity, tab?.param),
    ...(tab ? { read: { url: tab.url, param: tab.param, ...(tab.paged ? { paged: true } : {}) } } : {}),
  };
}

/**
 * A named operation as a screen offers it: its label (the summary without its bracketed note) and
 * English, its inputs, what its answer shows, and its button code where the screen's buttons hold one.
 */
function deriveAction(schemas, a, granted, tabs = []) {
  const name = a.x.action;
  const inputs = actionInputs(schemas, a);
  // A record's fields with its lines (where: body): the lines as rows under the fields.
  const lines = a.x.where === 'body' ? bodyLines(schemas, a.op, tabs) : undefined;
  const label = String(a.op.summary ?? name).replace(/\s*[(（].*$/, '');
  const { shows, answer, lists } = answerShown(schemas, a.op);
  // A list body takes several new records: its inputs are asked row by row (the SDK places them).
  const body = a.x.where === 'none' || a.x.where === 'body-rows' ? a.op.requestBody?.content?.['application/json']?.schema : undefined;
  const inRows = body?.type === 'array';
  return {
    name,
    label,
    en: a.op['x-summary-en'] ?? label,
    ...(inputs.length ? { inputs } : {}),
    ...(shows ? { shows } : {}),
    ...(answer ? { answer } : {}),
    ...(lists ? { lists } : {}),
    ...(lines ? { lines } : {}),
    ...(inRows && inputs.length ? { inputsIn: 'rows' } : {}),
    permission: granted(name) ?? granted(name.replace(/-/g, '_')) ?? null,
  };
}

/**
 * An operation of a tab (another resource's, x-blade-resource `tab`): run on that resource, its
 * input naming the parent (a binding's deviceCode) filled from the record whose tab it is. One of
 * the record itself (`onParent`: a category's 绑定商品 above its goods) runs on that record.
 */
function tabAction(schemas, { op, x, parentField, onParent }, granted) {
  const action = deriveAction(schemas, { op, x }, granted);
  if (onParent) return { ...action, resource: `/${x.resource}`, onParent: true };
  const inputs = action.inputs?.map((c) => (c.prop === parentField ? { ...c, fromParent: true } : c));
  return { ...action, ...(inputs ? { inputs } : {}), resource: `/${x.resource}` };
}

/**
 * A label as a column heads it: the contract's title without a trailing note that lists values or
 * explains them ("数据权限字段 (create_user, create_dept...)"); a unit stays ("执行时间 (毫秒)").
 */
export const headingOf = (title) => String(title).replace(/\s*[(（][^()（）]*[,，:：][^()（）]*[)）]\s*$/, '');

/** The entities the platform's (blade-*) resources list and show, sorted by name. */
function platformEntities(doc) {
  const entities = new Set();
  for (const [name, r] of Object.entries(readResources(doc)))
    if (name.startsWith('blade-')) for (const part of Object.values(r)) if (part?.entity) entities.add(part.entity);
  return [...entities].sort();
}

/**
 * The field labels of every platform entity (the blade-* resources'), by entity and field, in
 * Chinese (the title) and English (x-title-en): a platform screen's columns are labelled from here,
 * and its texts file keeps only the labels its screen words differently.
 */
export function entityLabels(doc) {
  const schemas = doc.components?.schemas ?? {};
  const out = { zh: {}, en: {} };
  for (const entity of platformEntities(doc)) {
    const { own } = entityProperties(schemas, entity);
    // Inherited fields (createTime...) are labelled once, by the shared `resources:fields`.
    for (const [prop, def] of own) {
      if (!def.title) continue;
      (out.zh[entity] ??= {})[prop] = headingOf(def.title);
      (out.en[entity] ??= {})[prop] = headingOf(englishOf(def, def.title));
    }
  }
  return out;
}

/**
 * How a platform field is typed in, as its schema says: a moment, a number, one of its codes (only
 * where the contract labels them), a day, or a long text (x-multiline, the catalog's `text`).
 * Undefined where a plain line of text does (and for ids, lists and objects).
 */
export function fieldInput(schemas, def) {
  const ref = refName(def);
  if (ref === 'DateTime') return { type: 'datetime' };
  if (ref && ref !== 'Id') return undefined;
  const target = ref ? (schemas[ref] ?? {}) : def;
  const values = def.enum ?? target.enum;
  if (values && def['x-enum-labels']) return { type: 'select', codes: values.map(String) };
  if (values) return undefined;
  const type = def.type ?? target.type;
  if (type === 'integer' || type === 'number') return { type: 'number' };
  if ((def.format ?? target.format) === 'date') return { type: 'date' };
  if (def['x-multiline'] ?? target['x-multiline']) return { type: 'textarea' };
  return undefined;
}

/**
 * The platform entities' field inputs (entity -> field -> {type, codes}) and their codes' labels
 * in both languages (entity -> field -> code -> label; English falls back to the Chinese).
 */
export function entityFields(doc) {
  const schemas = doc.components?.schemas ?? {};
  const fields = {};
  const options = { zh: {}, en: {} };
  for (const entity of platformEntities(doc)) {
    for (const [prop, def] of entityProperties(schemas, entity).own) {
      const input = fieldInput(schemas, def);
      if (!input) continue;
      (fields[entity] ??= {})[prop] = input;
      if (!input.codes) continue;
      const labels = def['x-enum-labels'];
      const of = (lng) => Object.fromEntries(input.codes.map((c) => [c, labels[lng]?.[c] ?? labels.zh?.[c] ?? c]));
      for (const lng of ['zh', 'en']) (options[lng][entity] ??= {})[prop] = of(lng);
    }
  }
  return { fields, options };
}

/**
 * What people act on, per business screen: each state of a searchable coded field whose name says
 * it waits for someone (待派单, 待审核, 待财务核对: the contract's states begin so). Home counts
 * them for the screens the user's menu opens, each count a link to its list so filtered.
 */
export function pendingStates(areas) {
  const out = [];
  for (const screens of Object.values(areas))
    for (const s of screens)
      for (const c of s.columns)
        if (c.options && s.search?.includes(c.prop))
          for (const [value, zh, en] of c.options)
            if (String(zh).startsWith('待'))
              out.push({ menuPath: s.menuPath, path: s.path, prop: c.prop, value, label: zh, en: en ?? zh, title: s.title, titleEn: s.en });
  return out;
}

/** Every business screen by area, the menu path index, and the leaves left as placeholders. */
export function deriveScreens(doc) {
  const routes = routesByResource(doc);
  const buttons = buttonsByPath(doc);
  const sublists = sublistsByParent(doc);
  const areas = Object.fromEntries(BUSINESS_AREAS.map((a) => [a, []]));
  const index = {};
  const skipped = [];
  for (const leaf of businessLeaves(doc)) {
    const screen = deriveScreen(doc, leaf, routes.get(leaf.remark), buttons, sublists.get(leaf.remark));
    if (screen.skip) {
      skipped.push({ menuPath: leaf.path, reason: screen.skip });
      continue;
    }
    areas[leaf.area].push(screen);
    index[leaf.path] = leaf.area;
  }
  linkDrafts(doc, areas);
  markSearchable(doc, areas);
  return { areas, index, skipped };
}

/**
 * A picker whose list filters by its label (materiel/page takes materielName) searches the server
 * as the user types (`remote.search`: the query parameter), so a choice past the first page of
 * the list is found; others filter the choices read.
 */
function markSearchable(doc, areas) {
  const resolve = (p) =>
    p?.$ref
      ? p.$ref
          .split('/')
          .slice(1)
          .reduce((o, k) => o?.[k], doc)
      : p;
  const takes = (url, name) =>
    [...(doc.paths[url]?.parameters ?? []), ...(doc.paths[url]?.get?.parameters ?? [])]
      .map(resolve)
      .some((p) => p?.in === 'query' && p.name === name);
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const r = node.remote;
    if (r?.labelKey && takes(r.url, r.labelKey)) r.search = r.labelKey;
    Object.values(node).forEach(walk);
  };
  walk(areas);
}

/**
 * The contract's drafts (a submit marked draft) on both screens: the record's screen saves its new
 * record's form as a draft (`draft`), the drafts' screen opens a draft again in that form
 * (`resumes`). `carry`: the drafts' own fields the record's form also has (supplier, buyer,
 * amount), copied beside the JSON so the drafts' list shows them. The two screens share an area:
 * the drafts' screen draws the record's form from its area's data.
 */
function linkDrafts(doc, areas) {
  const screens = Object.entries(areas).flatMap(([area, list]) => list.map((s) => ({ area, s })));
  const screenOf = (resource) => screens.find(({ s }) => s.path === `/${resource}`);
  for (const { resource, of, content } of readDrafts(doc)) {
    const drafts = screenOf(resource);
    const record = screenOf(of);
    if (!drafts || !record) continue; // a draft with no screen of either is the SDK's only
    if (drafts.area !== record.area)
      throw new Error(`${resource} keeps drafts of ${of}: their screens must share an area (${drafts.area}, ${record.area})`);
    const asked = new Set(record.s.columns.filter((c) => !c.readOnly && !c.searchOnly).map((c) => c.prop));
    const carry = drafts.s.columns
      .filter((c) => !c.readOnly && !c.searchOnly && c.prop !== content && asked.has(c.prop))
      .map((c) => c.prop);
    // Offered where the user's menu holds the drafts' screen (where a draft is opened again).
    record.s.draft = { path: drafts.s.path, content, carry, menuPath: drafts.s.menuPath };
    // 继续编辑 changes the draft until it is saved as a record: the drafts' screen's own edit code.
    drafts.s.resumes = { path: record.s.path, content, permission: drafts.s.permissions.edit ?? null };
  }
}
