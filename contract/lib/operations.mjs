// Builds every operation of the contract: the standard quartet (and variants, trees and named
// state operations) of each catalog resource, plus the hand-described operations.
import { toSchema, splitSpec } from './shorthand.mjs';
import { operationIdOf } from './model.mjs';
import { createExampler, envelope } from './examples.mjs';
import { actionTab, menuForest, buttonForest, topMenus } from './menu.mjs';
import { applyResourceAccess, operationAccess } from './access.mjs';

const COMP = '../components';
const ERRORS = {
  400: { $ref: `${COMP}/responses/BadRequest.yaml` },
  401: { $ref: `${COMP}/responses/Unauthorized.yaml` },
  403: { $ref: `${COMP}/responses/Forbidden.yaml` },
  // Bad input any call may carry (documented limits, see mock-server/README.md "Bad input").
  413: { $ref: `${COMP}/responses/PayloadTooLarge.yaml` },
  414: { $ref: `${COMP}/responses/UriTooLong.yaml` },
  431: { $ref: `${COMP}/responses/HeadersTooLarge.yaml` },
  500: { $ref: `${COMP}/responses/ServerError.yaml` },
};
const param = (name) => ({ $ref: `${COMP}/parameters/${name}.yaml` });
const SHARED_PARAMS = {
  page: [param('Current'), param('Size')],
  sort: [param('Ascs'), param('Descs')],
  range: [param('CreateTimeDategt'), param('CreateTimeDatelt')],
  ids: [param('Ids')],
  id: [param('Id')],
};
const MEDIA = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data', text: 'text/plain' };
const SEARCHABLE = /(name|no|num|number|code|title|phone|status|state|type|category|account|key)$/i;

export function buildOperations(services, { handWritten, inferred, menu }) {
  const { areas, icons } = menu;
  const known = (name) => Boolean(handWritten[name] || inferred[name]);
  const refTo = (name) => (handWritten[name] ? `${COMP}/schemas/${name}.yaml` : `${COMP}/schemas/inferred/${name}.yaml`);
  const schema = (spec) => toSchema(spec, refTo, known);
  const example = createExampler({ ...handWritten, ...inferred });
  const specials = {
    menuRoutes: () => envelope(menuForest(areas, services, icons)),
    menuButtons: () => envelope(buttonForest(areas, services, icons)),
    topMenus: () => envelope(topMenus(menu.topMenus)),
  };

  const pathsByService = {};
  const seenIds = new Map();
  let count = 0;

  /** Adds one operation; `def` is the catalog shorthand of spec §7 calls. */
  function add(service, method, path, def) {
    const items = (pathsByService[service] ??= {});
    const item = (items[path] ??= {});
    if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is described twice`);
    const parameters = [];
    for (const name of def.params ?? []) {
      if (SHARED_PARAMS[name]) parameters.push(...SHARED_PARAMS[name]);
      else parameters.push(param(`${name}Header`));
    }
    // A `{name}` segment is a path parameter (oauth/render/{source}), typed and titled by `pathParams`.
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      const spec = def.pathParams?.[name] ?? 'string';
      const s = schema(spec.replace('!', ''));
      parameters.push({ name, in: 'path', required: true, description: s.title, schema: s });
    }
    for (const [name, spec] of Object.entries(def.query ?? {})) {
      // An object spec may say `required: true` (a parameter's flag, not the schema's list).
      const { required, title } =
        typeof spec === 'string' ? splitSpec(spec) : { required: spec.required === true, title: spec.description };
      const s = schema(typeof spec === 'string' ? spec.replace('!', '') : { ...spec, required: undefined, description: undefined });
      parameters.push({ name, in: 'query', required: required || undefined, description: title ?? s.title, schema: s });
    }
    const operation = {
      tags: [service],
      summary: def.summary,
      description: def.description,
      operationId: def.operationId,
      security: def.public ? [{ basicClient: [] }] : undefined,
      parameters: parameters.length ? parameters.map(clean) : undefined,
      requestBody: def.body ? body(def) : undefined,
      responses: { 200: okResponse(def), ...ERRORS, ...refusals(def) },
    };
    for (const [k, v] of Object.entries(def.extensions ?? {})) operation[k] = v;
    if (def.preAuth) operation['x-blade-pre-auth'] = preAuthRole(def.preAuth, `${method} ${path}`);
    // Who may call it beyond @PreAuth (the sandbox's own rules): lib/access.mjs.
    Object.assign(operation, operationAccess(def, `${method} ${path}`));
    item[method] = clean(operation);
    count++;
  }

  function body(def) {
    const type = MEDIA[def.bodyType ?? 'json'];
    const s = schema(def.body);
    const bodyExample = def.bodyExample ?? (def.bodyType === 'text' ? undefined : example(s, { title: def.summary, index: 3 }));
    return { required: true, content: { [type]: clean({ schema: s, example: bodyExample }) } };
  }

  /**
   * `refusals: { 400: { schema, example } }`: an error answer of the call's own shape instead of R
   * (the token endpoint's Spring OAuth2 refusals, {error, error_description}).
   */
  function refusals(def) {
    return Object.fromEntries(
      Object.entries(def.refusals ?? {}).map(([status, r]) => [
        status,
        {
          description: r.description ?? 'Refused',
          content: { 'application/json': clean({ schema: schema(r.schema), example: r.example }) },
        },
      ]),
    );
  }

  function okResponse(def) {
    if (def.raw) {
      const s = schema(def.raw);
      return {
        description: def.responseDescription ?? 'OK',
        content: { 'application/json': { schema: s, example: def.example ?? example(s, { title: def.summary }) } },
      };
    }
    // R.status: blade-tool's R.success carries null data, which BladeX's Jackson writes as {}.
    const dataSchema =
      def.data === undefined
        ? { type: 'object', maxProperties: 0, description: 'R.status: no data (BladeX writes its null as {})' }
        : schema(def.data);
    const wrapped = { allOf: [{ $ref: `${COMP}/schemas/R.yaml` }, { type: 'object', properties: { data: dataSchema } }] };
    const ex = def.exampleOf
      ? specials[def.exampleOf]()
      : envelope(
          def.example !== undefined
            ? def.example
            : def.data === undefined
              ? {}
              : example(dataSchema, { title: def.summary, codePrefix: def.codePrefix }),
        );
    return { description: def.responseDescription ?? 'R envelope', content: { 'application/json': { schema: wrapped, example: ex } } };
  }

  for (const svc of services) {
    for (const r of svc.resources)
      for (const [method, path, def] of standardOperations(svc, r, handWritten, inferred))
        add(svc.service, method, path, withPreAuth(r, def));
    for (const op of svc.operations) {
      const [method, path] = op.op.split(/\s+/);
      add(svc.service, method.toLowerCase(), path, op);
    }
  }
  // A resource's access facts (access, adminButtons, buttonFor) on every operation that serves it.
  applyResourceAccess(services, menu, pathsByService);

  // operationIds last: a path's second method gets a suffix.
  for (const items of Object.values(pathsByService)) {
    for (const [path, item] of Object.entries(items)) {
      const methods = Object.keys(item);
      for (const m of methods) {
        // A catalog `operationId` names an operation whose path's camelCase is another's (tenant/package-detail, tenant-package/detail).
        const id = item[m].operationId ?? operationIdOf(path, m, methods.length);
        if (seenIds.has(id)) throw new Error(`operationId ${id} of ${m} ${path} clashes with ${seenIds.get(id)}`);
        seenIds.set(id, `${m} ${path}`);
        item[m] = { ...item[m], operationId: id };
      }
    }
  }
  return { pathsByService, count };
}

/**
 * BladeX's @PreAuth role check on a standard operation, from its resource's `preAuth`: one role for
 * every call (a class-level annotation), or `{ all, <x-blade-resource role>: ... }` where methods differ.
 */
function withPreAuth(r, def) {
  if (!r.preAuth || def.preAuth) return def;
  const role = def.extensions?.['x-blade-resource']?.role;
  const preAuth = typeof r.preAuth === 'string' ? r.preAuth : (r.preAuth[role] ?? r.preAuth.all);
  return preAuth ? { ...def, preAuth } : def;
}

/** HAS_ROLE_ADMINISTRATOR (administrator) or HAS_ROLE_ADMIN (administrator or admin), as blade-tool's RoleConstant names them. */
function preAuthRole(value, where) {
  if (value !== 'administrator' && value !== 'admin') throw new Error(`preAuth of ${where}: "${value}" (administrator | admin)`);
  return value;
}

/** Drops undefined keys so the YAML stays tidy. */
function clean(obj) {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

/** Whether a list takes createTime_dategt/_datelt: not an entity-bound one, nor one of records without createTime. */
const takesRange = (r) => r.match !== 'exact' && (r.base !== 'none' || Boolean(r.fields?.createTime));

/** Fields a list may filter on: the catalog's `search`, else the likely ones. */
function searchFields(r, handWritten, inferred) {
  if (r.search) return r.search;
  const entity = inferred[r.entity] ?? handWritten[r.entity];
  const props = {};
  const collect = (s) => {
    if (!s) return;
    Object.assign(props, s.properties ?? {});
    for (const p of s.allOf ?? []) if (!p.$ref) collect(p);
  };
  collect(entity);
  return Object.keys(props)
    .filter((k) => SEARCHABLE.test(k) && !/^(id|tenantId)$/.test(k))
    .slice(0, 5);
}

/** The title of a catalog field shorthand ("id 采购订单ID") or object ({title}). */
const titleOfField = (field) => (typeof field === 'string' ? field.split(/\s+/).slice(1).join(' ') : field?.title);

/** [method, path, def] triples of one resource's standard and named operations. */
function* standardOperations(svc, r, handWritten, inferred) {
  const base = `/${svc.service}/${r.path}`;
  const title = r.title ?? r.path;
  const entity = r.entity;
  const x = (role, extra = {}) => ({ 'x-blade-resource': { resource: `${svc.service}/${r.path}`, role, entity, key: r.key, ...extra } });
  if (r.list !== 'none') {
    const filters = Object.fromEntries(searchFields(r, handWritten, inferred).map((f) => [f, { type: 'string' }]));
    // `sublistOf: {of, field, title}`: the list is also a tab of its parent's detail, read by the
    // parent's key in `field` (an order's deliver-date records by purchaseOrderId). `offers`:
    // [add, edit], the tab adds records of the parent and edits its rows through this resource's
    // own submit (and update): a production order's materials kept from the order's view. `fills`:
    // { field: parentField }, a new record's fields copied from the parent record (its number).
    const sub = r.sublistOf;
    const subTitle = sub && titleOfField(r.fields?.[sub.field]);
    yield [
      'get',
      `${base}/${r.list}`,
      {
        summary: `${title}${r.paged ? '分页' : '列表'}`,
        // The createTime range only where BladeX applies it: a Map-bound list of records with a createTime
        // (an entity-bound list ignores the suffixed keys; Code has no createTime).
        params: [
          ...(r.paged ? ['page'] : []),
          ...(r.sorted ? ['sort'] : []),
          ...(r.paged && takesRange(r) ? ['range'] : []),
          ...(r.listParams ?? []),
        ],
        query: {
          ...filters,
          ...(sub && !filters[sub.field] ? { [sub.field]: `string ${subTitle || '上级记录ID'}` } : {}),
          ...(r.listQuery ?? {}),
        },
        data: r.paged ? `Page<${entity}>` : `${entity}[]`,
        extensions: {
          // listAlternate: another operation (the PC page the real console reads) is the resource's list.
          // match: how BladeX binds the list's query (exact: an entity object, every field equal;
          // like: a Map through blade-tool's Condition, a bare key LIKE and the _equal... suffixes).
          ...x('list', {
            paged: r.paged,
            filters: Object.keys(filters),
            // searchForm: what the screen's search form offers, where it is fewer than the list
            // takes (the user list's deptId is the department tree's, not a search field).
            ...(r.searchForm ? { searchForm: r.searchForm } : {}),
            // columns: the screen's, as the one reader reads them ("paramName 200", "secretKey hidden").
            ...(r.columns ? { columns: r.columns } : {}),
            ...(r.match ? { match: r.match } : {}),
            ...(r.listAlternate ? { alternate: true } : {}),
          }),
          ...(sub
            ? {
                'x-blade-sublist': {
                  of: sub.of.includes('/') ? sub.of : `${svc.service}/${sub.of}`,
                  param: sub.field,
                  field: sub.field,
                  ...(sub.by ? { by: sub.by } : {}),
                  title: sub.title,
                  ...(sub.offers ? { offers: sub.offers } : {}),
                  ...(sub.fills ? { fills: sub.fills } : {}),
                },
              }
            : {}),
        },
      },
    ];
  }
  if (r.detail !== 'none') {
    yield [
      'get',
      `${base}/detail`,
      { summary: `${title}详情`, query: { [r.detail]: 'string! 主键' }, data: entity, extensions: x('detail', { param: r.detail }) },
    ];
  }
  if (r.submit !== 'none') {
    // draftOf: { of, content }: its records are drafts of another resource's new record (a purchase
    // order's), that record kept as JSON in the field `content`.
    const draft = r.draftOf && {
      of: r.draftOf.of.includes('/') ? r.draftOf.of : `${svc.service}/${r.draftOf.of}`,
      content: r.draftOf.content,
    };
    yield ['post', `${base}/${r.submit}`, { summary: `新增或修改${title}`, body: entity, extensions: x('submit', draft ? { draft } : {}) }];
  }
  if (r.update) {
    yield [
      'post',
      `${base}/${r.update === true ? 'update' : r.update}`,
      { summary: `修改${title}`, body: entity, extensions: x('update') },
    ];
  }
  if (r.remove === 'ids') yield ['post', `${base}/remove`, { summary: `删除${title}`, params: ['ids'], extensions: x('remove') }];
  if (r.remove === 'id')
    yield [
      'post',
      `${base}/remove`,
      {
        summary: `删除${title}`,
        body: { type: 'object', required: ['id'], properties: { id: 'id' } },
        extensions: x('remove', { body: true }),
      },
    ];
  if (r.tree === 'tree' || r.tree === 'both')
    yield [
      'get',
      `${base}/tree`,
      { summary: `${title}树`, query: { tenantId: 'string 租户ID' }, data: 'TreeNode[]', extensions: x('tree') },
    ];
  if (r.tree === 'lazy' || r.tree === 'both')
    yield [
      'get',
      `${base}/lazy-tree`,
      { summary: `${title}懒加载树`, query: { parentId: 'string 父主键' }, data: 'TreeNode[]', extensions: x('lazyTree') },
    ];
  for (const a of r.actions) {
    // `params` names where the record's key travels: id / ids (query), body, none, or another
    // query parameter name (modelId, processId, deviceCode...). `key` is the record field it
    // carries when not the resource's key (a device's deviceCode); `param` the body field that
    // carries it when not that field's own name (a mall category's id as categoryId).
    const where = a.params ?? 'id';
    const fieldTitle = a.key ? titleOfField(r.fields?.[a.key]) : undefined;
    const keyQuery = ['id', 'ids', 'body', 'none'].includes(where) ? {} : { [where]: `string! ${fieldTitle || '主键'}` };
    yield [
      a.method ?? 'post',
      `${base}/${a.name}`,
      {
        summary: a.summary ?? `${title}${a.name}`,
        description: a.description,
        params: where === 'ids' ? ['ids'] : where === 'id' ? ['id'] : [],
        query: { ...keyQuery, ...(a.query ?? {}) },
        body: where === 'body' ? (a.body ?? entity) : undefined,
        data: a.data,
        example: a.example,
        access: a.access,
        extensions: x('action', {
          action: a.name,
          field: a.field ?? r.stateField ?? 'status',
          from: a.from,
          to: a.to,
          where,
          ...(a.key ? { key: a.key } : {}),
          ...(a.param ? { param: a.param } : {}),
          ...(a.choices ? { choose: a.choose, choices: a.choices } : {}),
          // tab: true, offered on the resource's own tab of its parent's record (sublistOf), not on a screen of its own.
          ...(a.tab ? { tab: actionTab(svc, r, a) } : {}),
        }),
      },
    ];
  }
}
