// The one reader of the contract's `x-blade-resource`: which operation serves which standard
// resource in which role (list, detail, submit, update, remove, tree, lazyTree, a named state
// operation...). The SDK generator, the sandbox and the console's screen derivation all read the
// bundle through it, so a route is never re-derived (or cut) from a path string elsewhere.

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
/** Roles a resource has at most one route of (besides narrowed or `alternate` lists/details). */
const SINGLE = ['detail', 'submit', 'update', 'remove', 'tree', 'lazyTree'];
const KEY_PLACES = ['id', 'ids', 'body', 'body-list', 'body-rows', 'none'];
/** How a list matches its filters (BladeX binds the query to the entity, or to a Map). */
const MATCHES = ['exact', 'like'];

/**
 * Every operation carrying x-blade-resource, in document order, with its method, whole path and
 * the extension's facts filled in with their defaults. Throws on an extension it cannot read.
 */
export function readBladeOperations(doc) {
  const out = [];
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const x = item?.[method]?.['x-blade-resource'];
      if (x)
        out.push(
          normalise(method, path, x, {
            sorts: () => declaresSort(doc, item, item[method]),
            file: answersFile(item[method]),
            multipart: takesMultipart(item[method]),
            json: takesJson(item[method]),
          }),
        );
    }
  }
  return out;
}

/** Whether an operation takes BladeX's `ascs`/`descs` query parameters (its own or its path's, through $refs). */
function declaresSort(doc, item, op) {
  const resolve = (p) =>
    p?.$ref
      ? p.$ref
          .split('/')
          .slice(1)
          .reduce((o, k) => o?.[decodeURIComponent(k.replace(/~1/g, '/').replace(/~0/g, '~'))], doc)
      : p;
  return [...(item.parameters ?? []), ...(op.parameters ?? [])]
    .map(resolve)
    .some((p) => p?.in === 'query' && (p.name === 'ascs' || p.name === 'descs'));
}

/** Whether an operation's success answer is a file (a zip, an image...) rather than JSON: the caller reads its bytes. */
function answersFile(op) {
  const content = op?.responses?.['200']?.content;
  return Boolean(content) && !Object.keys(content).some((media) => /json/i.test(media));
}

/** Whether an operation's body is multipart/form-data (an uploaded file): the caller sends FormData. */
const takesMultipart = (op) => Boolean(op?.requestBody?.content?.['multipart/form-data']);
/** Whether an operation's body is JSON. */
const takesJson = (op) => Boolean(op?.requestBody?.content?.['application/json']);

const COLUMN_FLAGS = { hidden: 'hide', readonly: 'readOnly' };

/**
 * A list's screen columns, in the order a screen shows them, from their shorthand: "paramName 200"
 * (listed 200 px wide and typed in the forms), "secretKey hidden" (in the forms only), "status 90
 * readonly" (listed and viewed, never typed in: the server sets it) -> {field, width?, hide?, readOnly?}.
 */
function columnsOf(columns, where) {
  if (!Array.isArray(columns)) throw new Error(`${where}: columns is a list`);
  const seen = new Set();
  return columns.map((spec) => {
    const [field, ...words] = String(spec).trim().split(/\s+/);
    if (seen.has(field)) throw new Error(`${where}: column ${field} twice`);
    seen.add(field);
    const column = { field };
    for (const word of words) {
      if (/^\d+$/.test(word)) column.width = Number(word);
      else if (COLUMN_FLAGS[word]) column[COLUMN_FLAGS[word]] = true;
      else throw new Error(`${where}: column "${spec}" takes a width in pixels, hidden or readonly`);
    }
    return column;
  });
}

function normalise(method, path, x, { sorts, file, multipart, json }) {
  const where = `x-blade-resource of ${method.toUpperCase()} ${path}`;
  if (!x.resource || !x.role) throw new Error(`${where}: needs resource and role`);
  const base = { method, path, resource: x.resource, role: x.role, entity: x.entity, key: x.key ?? 'id' };
  if (x.alternate) base.alternate = true;
  switch (x.role) {
    case 'list':
      // `where` on a list is the subset it answers ({status: done}): a narrowed list, not the resource's list.
      // sorted: the server orders it by `ascs`/`descs` (the operation declares them).
      // export: the server's own export of the records (BladeX's selectExport...List), an alternate list.
      // match: exact (bound to the entity: every given field equal, other keys ignored) or like
      // (bound to a Map: a bare key LIKE, suffixes _equal, _notequal, _gt, _lt, _dategt...);
      // absent: the sandbox's older reading (text LIKE, numbers equal).
      // searchForm: the filters a screen's search form offers (default: all of them); the others
      // are set by the screen itself (a tree beside the list, the record a tab belongs to).
      if (x.match !== undefined && !MATCHES.includes(x.match)) throw new Error(`${where}: match is ${MATCHES.join(' or ')}`);
      if (x.searchForm?.some((f) => !x.filters?.includes(f))) throw new Error(`${where}: searchForm names a field its filters lack`);
      return {
        ...base,
        paged: x.paged !== false,
        sorted: sorts(),
        filters: x.filters ?? [],
        searchForm: x.searchForm ?? x.filters ?? [],
        ...(x.columns ? { columns: columnsOf(x.columns, where) } : {}),
        ...(x.match ? { match: x.match } : {}),
        ...(x.where ? { narrow: x.where } : {}),
        ...(x.export ? { export: true, alternate: true } : {}),
      };
    case 'detail':
      // by: read by several fields of the record, not one key: query parameter -> record field
      // (a settlement setting by its brandId and settlementCycle); param is the first of them.
      if (x.by !== undefined && (typeof x.by !== 'object' || !Object.keys(x.by).length))
        throw new Error(`${where}: by names the query parameters and the record fields they carry`);
      // view: the record's view (查看) reads it here, a fuller answer (names beside ids); edits read the detail.
      return {
        ...base,
        param: x.param ?? (x.by ? Object.keys(x.by)[0] : base.key),
        ...(x.view ? { view: true } : {}),
        ...(x.by ? { by: x.by } : {}),
      };
    case 'remove': {
      // ids: ?ids=1,2 in one call; id-body: {"id"} one call per record; query: ?<param>=<key> one call per record.
      const style = x.body ? 'id-body' : x.param && x.param !== 'ids' ? 'query' : 'ids';
      return { ...base, style, param: style === 'ids' ? 'ids' : style === 'id-body' ? 'id' : x.param };
    }
    case 'action': {
      if (!x.action) throw new Error(`${where}: an action needs its name`);
      const keyWhere = x.where ?? 'id';
      if (typeof keyWhere !== 'string')
        throw new Error(`${where}: where must name the key's place (${KEY_PLACES.join(', ')} or a query parameter)`);
      // body-rows: the body is a list of new records of the record, each carrying its key in `param`.
      if (keyWhere === 'body-rows' && !x.param) throw new Error(`${where}: body-rows names the row field carrying the key (param)`);
      return {
        ...base,
        action: x.action,
        field: x.field ?? 'status',
        where: keyWhere,
        ...(x.from !== undefined ? { from: x.from } : {}),
        ...(x.to !== undefined ? { to: x.to } : {}),
        ...(x.param ? { param: x.param } : {}),
        // The caller picks the target through a query parameter (`choose`): value -> {from, to}.
        ...(x.choices ? { choose: x.choose, choices: x.choices } : {}),
        // It answers a file (a zip of an order's materials): read as bytes, offered as a download.
        ...(file ? { answer: 'file' } : {}),
        // Its body is multipart (a file to import): sent as FormData; json: it takes a JSON body
        // (its inputs go there, not in the query).
        ...(multipart ? { body: 'multipart' } : json ? { body: 'json' } : {}),
        // Offered on a tab of another resource's record (the sub-list at this GET path), on its
        // rows (the key in id/ids) or above them (naming none: the parent's key among its inputs);
        // an operation of the parent record itself, above the tab as well as on the parent's rows.
        ...(x.tab ? { tab: x.tab } : {}),
      };
    }
    case 'submit': {
      // draft: { of, content }: the records it saves are drafts of another resource's new record
      // (a purchase order's), the draft's `content` field holding that record as JSON.
      if (x.draft === undefined) return base;
      if (typeof x.draft !== 'object' || typeof x.draft.of !== 'string' || typeof x.draft.content !== 'string')
        throw new Error(`${where}: draft names the resource it is a draft of (of) and its field holding the record (content)`);
      return { ...base, draft: { of: x.draft.of, content: x.draft.content } };
    }
    case 'check':
      // The server says whether a field's value is free (answers true): an account's name before
      // it is saved. `field` names the record field, `param` the query parameter carrying it.
      if (!x.field) throw new Error(`${where}: a check names the field it checks`);
      return { ...base, field: x.field, param: x.param ?? x.field };
    default:
      return { ...base, ...(x.param ? { param: x.param } : {}) };
  }
}

/**
 * The standard resources of the contract by name (`blade-system/param`), in document order:
 * { name, path: '/blade-system/param', entity, key, list, lists, export, detail, details, view, submit,
 *   update, remove, tree, lazyTree, actions: {name: route}, checks: {field: route}, operations }. `list` is the one list that is
 * neither narrowed nor alternate (`lists` holds every list, that one first); the same for detail.
 * Throws when a resource has two candidates for one role: the contract must say which is which.
 */
export function readResources(doc) {
  const groups = new Map();
  for (const op of readBladeOperations(doc)) {
    if (!groups.has(op.resource)) groups.set(op.resource, []);
    groups.get(op.resource).push(op);
  }
  const out = {};
  for (const [name, ops] of groups) out[name] = resourceOf(name, ops);
  return out;
}

function resourceOf(name, ops) {
  const of = (role) => ops.filter((o) => o.role === role);
  const primary = (role) => {
    const main = of(role).filter((o) => !o.narrow && !o.alternate);
    if (main.length > 1)
      throw new Error(`${name} has ${main.length} ${role} routes (${main.map((o) => o.path).join(', ')}): mark the others alternate`);
    return main[0];
  };
  for (const role of SINGLE.filter((r) => r !== 'detail')) {
    if (of(role).length > 1)
      throw new Error(
        `${name} has ${of(role).length} ${role} routes (${of(role)
          .map((o) => o.path)
          .join(', ')})`,
      );
  }
  const list = primary('list');
  const detail = primary('detail');
  const checks = {};
  for (const c of of('check')) {
    if (checks[c.field]) throw new Error(`${name} has two checks of ${c.field}`);
    checks[c.field] = c;
  }
  const actions = {};
  for (const a of of('action')) {
    if (actions[a.action]) throw new Error(`${name} has two actions named ${a.action}`);
    actions[a.action] = a;
  }
  // The record key is the list's (a remove or detail may send another field of the record).
  const keyed = list ?? detail ?? ops[0];
  return {
    name,
    path: `/${name}`,
    entity: keyed.entity ?? ops.find((o) => o.entity)?.entity,
    key: keyed.key,
    list,
    lists: [...(list ? [list] : []), ...of('list').filter((o) => o !== list)],
    export: of('list').find((o) => o.export),
    detail,
    details: [...(detail ? [detail] : []), ...of('detail').filter((o) => o !== detail)],
    view: viewOf(name, of('detail')),
    submit: of('submit')[0],
    update: of('update')[0],
    remove: of('remove')[0],
    tree: of('tree')[0],
    lazyTree: of('lazyTree')[0],
    actions,
    checks,
    operations: ops,
  };
}

/** The detail the record's view reads (`view: true`, one at most), else none: the view reads the detail. */
function viewOf(name, details) {
  const views = details.filter((o) => o.view);
  if (views.length > 1) throw new Error(`${name} has ${views.length} details marked view (${views.map((o) => o.path).join(', ')})`);
  if (views[0] && views[0].key !== (details.find((o) => !o.alternate) ?? views[0]).key)
    throw new Error(`${views[0].path}: the view reads the record by the detail's key field`);
  return views[0];
}

/** The states an action leaves a record in: none, one, or the caller's choices. */
export function targetStates(action) {
  const to = action.to === undefined ? [] : Array.isArray(action.to) ? action.to : [action.to];
  return [...to, ...Object.values(action.choices ?? {}).map((c) => c.to)];
}

/** The states an action is allowed from (its choices' included). */
export const sourceStates = (action) => [...(action.from ?? []), ...Object.values(action.choices ?? {}).flatMap((c) => c.from ?? [])];

/** The property names of a component schema, its allOf parts' included. */
function propsOf(doc, name, out = new Set()) {
  const s = doc?.components?.schemas?.[name];
  for (const part of s ? [s, ...(s.allOf ?? [])] : []) {
    if (part.$ref) propsOf(doc, part.$ref.split('/').pop(), out);
    for (const p of Object.keys(part.properties ?? {})) out.add(p);
  }
  return out;
}

/**
 * Every draft resource of the contract (a submit marked `draft`): { resource, of, content }, the
 * records of `resource` keeping a new record of `of` unfinished as JSON in their field `content`.
 * Throws when `of` is no resource with a submit or `content` is no field of the drafts.
 */
export function readDrafts(doc) {
  const resources = readResources(doc);
  return Object.values(resources)
    .filter((r) => r.submit?.draft)
    .map((r) => {
      const { of, content } = r.submit.draft;
      const where = `x-blade-resource of POST ${r.submit.path}`;
      if (!resources[of]?.submit) throw new Error(`${where}: draft of ${of}, which is no resource with a submit`);
      if (!propsOf(doc, r.entity).has(content)) throw new Error(`${where}: draft content ${content} is not a field of ${r.name}'s records`);
      return { resource: r.name, of, content };
    });
}

/**
 * Every sub-list of the contract (`x-blade-sublist` on a GET): a list shown as a tab of its parent
 * resource's record, read with the parent's key in the query parameter `param`; its records carry
 * that key in `field`. { method, path, of, param, field, by, title, titleEn, pageSize, related,
 * actions }: `by` names the parent record's field sent when not its key (a device's deviceCode);
 * `pageSize` names the page-size parameter of a paged answer that does not take BladeX's `size`;
 * `related` says its records do not carry the parent's key (the server keeps the binding apart, as
 * a mall category's device models), so `field` is absent; `actions` are the operations offered on
 * the tab (x-blade-resource actions naming it in `tab`); `offers` the records it keeps (add, edit,
 * remove) through `resource`, a new one's `fills` ({field: parentField}) taken from the parent record. Throws when the parent is not a resource
 * of the contract, the parameter is not the operation's, `by` not a parent's field, or an action
 * names a tab that is no sub-list.
 */
export function readSublists(doc) {
  const resources = readResources(doc);
  const resolve = (p) =>
    p?.$ref
      ? p.$ref
          .split('/')
          .slice(1)
          .reduce((o, k) => o?.[k], doc)
      : p;
  const tabbed = readBladeOperations(doc).filter((o) => o.role === 'action' && o.tab);
  const out = [];
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    const op = item?.get;
    const x = op?.['x-blade-sublist'];
    if (!x) continue;
    const where = `x-blade-sublist of GET ${path}`;
    if (!x.of || !x.param || !x.title) throw new Error(`${where}: needs of, param and title`);
    if (!resources[x.of]) throw new Error(`${where}: ${x.of} is not a resource of the contract`);
    const names = (op.parameters ?? [])
      .map(resolve)
      .filter((p) => p?.in === 'query')
      .map((p) => p.name);
    if (!names.includes(x.param)) throw new Error(`${where}: ${x.param} is not a query parameter of the operation`);
    if (x.by && !propsOf(doc, resources[x.of].entity).has(x.by))
      throw new Error(`${where}: by ${x.by} is not a field of ${x.of}'s records`);
    // offers: the tab adds and edits its records through their own resource's submit (and update),
    // and removes them through its remove.
    const own = op['x-blade-resource']?.resource;
    const offers = x.offers ?? [];
    if (offers.some((o) => !['add', 'edit', 'remove'].includes(o))) throw new Error(`${where}: offers names add, edit and remove only`);
    if (offers.some((o) => o !== 'remove') && !resources[own]?.submit)
      throw new Error(`${where}: offers ${offers} but ${own ?? 'its resource'} has no submit`);
    if (offers.includes('remove') && !resources[own]?.remove)
      throw new Error(`${where}: offers remove but ${own ?? 'its resource'} has no remove`);
    // fills: a new record's fields taken from the parent record (a service order's number).
    const fills = x.fills ?? {};
    if (Object.keys(fills).length && !offers.includes('add')) throw new Error(`${where}: fills without offers add`);
    for (const [field, from] of Object.entries(fills)) {
      if (!propsOf(doc, resources[x.of].entity).has(from))
        throw new Error(`${where}: fills ${field} from ${from}, not a field of ${x.of}'s records`);
      if (!propsOf(doc, resources[own].entity).has(field)) throw new Error(`${where}: fills ${field}, not a field of ${own}'s records`);
    }
    out.push({
      method: 'get',
      path,
      of: x.of,
      param: x.param,
      ...(x.related ? { related: true } : { field: x.field ?? x.param }),
      ...(x.by ? { by: x.by } : {}),
      title: x.title,
      ...(x['x-title-en'] ? { titleEn: x['x-title-en'] } : {}),
      ...(names.includes('pageSize') ? { pageSize: 'pageSize' } : {}),
      actions: tabbed.filter((o) => o.tab === path),
      ...(offers.length ? { offers, resource: own } : {}),
      ...(Object.keys(fills).length ? { fills } : {}),
    });
  }
  const stray = tabbed.find((o) => !out.some((s) => s.path === o.tab));
  if (stray)
    throw new Error(`x-blade-resource of ${stray.method.toUpperCase()} ${stray.path}: tab ${stray.tab} is not a sub-list of the contract`);
  return out;
}

/**
 * The fields BladeX writes as JSON numbers that may exceed 2^53 (schemas marked x-blade-long),
 * by operation ("POST /blade-system/tenant/submit"): `body` the names anywhere in its JSON body,
 * `answer` anywhere in its 200 answer. Only operations that have some are listed. The SDK writes
 * such a body field back as a number and the sandbox writes such an answer field as one.
 */
export function readLongFields(doc) {
  const out = {};
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const body = longNames(doc, op.requestBody?.content?.['application/json']?.schema);
      const answer = longNames(doc, op.responses?.['200']?.content?.['application/json']?.schema);
      if (body.length || answer.length) out[`${method.toUpperCase()} ${path}`] = { body, answer };
    }
  }
  return out;
}

/** Names of the properties, at any depth, whose schema is marked x-blade-long. */
function longNames(doc, schema) {
  const names = new Set();
  const seen = new Set();
  const deref = (s) =>
    s?.$ref?.startsWith('#/')
      ? s.$ref
          .slice(2)
          .split('/')
          .reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
      : s;
  const visit = (s) => {
    const node = deref(s);
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    for (const [name, prop] of Object.entries(node.properties ?? {})) {
      if (deref(prop)?.['x-blade-long']) names.add(name);
      else visit(prop);
    }
    for (const part of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(part);
    if (node.items) visit(node.items);
    if (node.additionalProperties && typeof node.additionalProperties === 'object') visit(node.additionalProperties);
  };
  visit(schema);
  return [...names].sort();
}

/**
 * BladeX's @PreAuth role checks (x-blade-pre-auth), by operation ("POST /blade-system/tenant/submit"):
 * `administrator` (RoleConstant.HAS_ROLE_ADMINISTRATOR) or `admin` (HAS_ROLE_ADMIN: administrator or
 * admin). A caller without the role is answered 401 请求未授权, which signs the console out, so the
 * console never offers such a call to him; the sandbox refuses it the same way.
 */
export function readPreAuth(doc) {
  const out = {};
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const role = item?.[method]?.['x-blade-pre-auth'];
      if (role === undefined) continue;
      if (role !== 'administrator' && role !== 'admin')
        throw new Error(`x-blade-pre-auth of ${method} ${path}: "${role}" (administrator | admin)`);
      out[`${method.toUpperCase()} ${path}`] = role;
    }
  }
  return out;
}

/** The role aliases a @PreAuth role check accepts (blade-tool AuthFun.hasAnyRole over the token's role_name). */
export const preAuthRoles = (preAuth) => (preAuth === 'administrator' ? ['administrator'] : ['administrator', 'admin']);

/** Roles of calls that only read; a resource's `access: tenantAdmin` guards its other calls. */
const READ_ROLES = ['list', 'detail', 'tree', 'lazyTree'];
const ACCESS = ['platform', 'tenantAdmin', 'self'];

/**
 * Who may call what beyond @PreAuth: the sandbox's own rules, which BladeX leaves to its menus and
 * data (x-blade-access and x-blade-reads on an operation, the access facts of x-blade-resource).
 * `operations` by "METHOD /path": `access` platform (only the platform tenant's administrator,
 * reads too), tenantAdmin (only the tenant's administrators) or self (anyone signed in, for
 * himself), the resource's where the operation has none of its own (platform: every call;
 * tenantAdmin: those that do not only read); `reads` where the method misleads (a lookup sent as
 * POST: true). `resources` by name: `access`, `adminButtons` (the functions of its screen's buttons
 * only administrators are given) and `buttonFor` (a call's function -> its stock button's, where
 * the code is not <menuCode>_<function>). Throws on a value it cannot read, or when the operations
 * of one resource disagree on its facts.
 */
export function readAccess(doc) {
  const facts = {};
  const firstAt = {};
  const operations = {};
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const x = op['x-blade-resource'];
      const own = x?.resource ? resourceAccessOf(x, key) : undefined;
      if (x?.resource) {
        const seen = JSON.stringify(own ?? {});
        if (firstAt[x.resource] === undefined) firstAt[x.resource] = { key, seen };
        else if (firstAt[x.resource].seen !== seen)
          throw new Error(`x-blade-resource of ${key}: access facts of ${x.resource} differ from those of ${firstAt[x.resource].key}`);
        if (own) facts[x.resource] = own;
      }
      const access = op['x-blade-access'] ?? inherited(own, x?.role);
      if (access !== undefined && !ACCESS.includes(access))
        throw new Error(`x-blade-access of ${key}: "${access}" (${ACCESS.join(' | ')})`);
      const reads = op['x-blade-reads'];
      if (reads !== undefined && typeof reads !== 'boolean') throw new Error(`x-blade-reads of ${key}: true or false`);
      if (access || reads !== undefined) operations[key] = { ...(access ? { access } : {}), ...(reads !== undefined ? { reads } : {}) };
    }
  }
  return { operations, resources: facts };
}

/** A resource's access on one of its calls: platform on every call, tenantAdmin on those that do not only read. */
const inherited = (own, role) =>
  own?.access === 'platform' || (own?.access === 'tenantAdmin' && !READ_ROLES.includes(role)) ? own.access : undefined;

function resourceAccessOf(x, key) {
  const where = `x-blade-resource of ${key}`;
  const out = {};
  if (x.access !== undefined) {
    if (x.access !== 'platform' && x.access !== 'tenantAdmin') throw new Error(`${where}: access "${x.access}" (platform | tenantAdmin)`);
    out.access = x.access;
  }
  if (x.adminButtons !== undefined) {
    if (!Array.isArray(x.adminButtons) || x.adminButtons.some((b) => typeof b !== 'string'))
      throw new Error(`${where}: adminButtons lists button functions`);
    out.adminButtons = x.adminButtons;
  }
  if (x.buttonFor !== undefined) {
    if (typeof x.buttonFor !== 'object' || Object.values(x.buttonFor).some((b) => typeof b !== 'string'))
      throw new Error(`${where}: buttonFor maps a call's function to a button function`);
    out.buttonFor = x.buttonFor;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Entities every record inherits (their fields are the base ones: id, createTime, tenantId...). */
const BASE_ENTITIES = ['BaseEntity', 'TenantEntity'];
const schemaRef = (s) => (s && typeof s.$ref === 'string' ? s.$ref.split('/').pop() : undefined);

/**
 * An entity schema's properties (components.schemas[name]): its own, in schema order, and the
 * inherited base ones, allOf $refs followed; the first definition of a name wins.
 */
export function entityProperties(schemas, name, inherited = false, out = { own: new Map(), base: new Map() }) {
  const s = schemas[name];
  if (!s) return out;
  const isBase = inherited || BASE_ENTITIES.includes(name);
  for (const part of [s, ...(s.allOf ?? [])]) {
    const ref = schemaRef(part);
    if (ref && part !== s) entityProperties(schemas, ref, isBase, out);
    for (const [prop, def] of Object.entries(part.properties ?? {})) {
      const into = isBase ? out.base : out.own;
      if (!into.has(prop)) into.set(prop, def);
    }
  }
  return out;
}

/** "1 待派单, 2 已派单" -> { 1: 待派单, 2: 已派单 }: the contract's older way to label a coded field in its description. */
export function describedLabels(description = '') {
  const labels = {};
  for (const part of String(description).split(/[,，;；、]\s*/)) {
    const m = /^\s*(-?[\w.]+)\s*[:：=]?\s*(.+?)\s*$/.exec(part);
    if (m) labels[m[1]] = m[2];
  }
  return labels;
}
