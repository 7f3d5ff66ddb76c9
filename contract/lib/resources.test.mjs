// The one reader of x-blade-resource (lib/resources.mjs), run on every resource of the bundle:
// each route it gives is an operation of `paths` with that method and role (never a path cut
// from another), nothing is dropped, and every state operation moves between the entity's states.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './model.mjs';
import { readBladeOperations, readDrafts, readResources, readSublists, sourceStates, targetStates } from './resources.mjs';

const bundle = parse(readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'), { maxAliasCount: -1 });
const resources = readResources(bundle);
const resolve = (node) =>
  node?.$ref
    ? node.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((n, k) => n[k], bundle)
    : node;

/** A property of an entity, through allOf and $refs; the declaration with an enum wins (own over BaseEntity's). */
function propertyOf(schema, name, found = []) {
  const s = resolve(schema);
  if (!s) return undefined;
  if (s.properties?.[name]) found.push(resolve(s.properties[name]));
  for (const part of s.allOf ?? []) propertyOf(part, name, found);
  return found.find((p) => p.enum) ?? found[0];
}

const routesOf = (r) =>
  [...r.lists, ...r.details, r.submit, r.update, r.remove, r.tree, r.lazyTree, ...Object.values(r.actions)].filter(Boolean);

describe('readResources on the bundle', () => {
  it('reads every resource, and every route is an operation of paths with that method and role', () => {
    expect(Object.keys(resources).length).toBeGreaterThanOrEqual(200);
    const problems = [];
    for (const r of Object.values(resources)) {
      expect(r.path).toBe(`/${r.name}`);
      for (const route of routesOf(r)) {
        const x = bundle.paths[route.path]?.[route.method]?.['x-blade-resource'];
        if (!x) problems.push(`${r.name}: ${route.method} ${route.path} is not an operation of the contract`);
        else if (x.resource !== r.name || x.role !== route.role)
          problems.push(`${r.name}: ${route.method} ${route.path} is ${x.resource} ${x.role}, not ${route.role}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('drops no operation: each x-blade-resource operation belongs to exactly one resource', () => {
    const all = readBladeOperations(bundle).map((o) => `${o.method} ${o.path}`);
    const held = Object.values(resources).flatMap((r) => r.operations.map((o) => `${o.method} ${o.path}`));
    expect(held.sort()).toEqual([...all].sort());
    expect(new Set(all).size).toBe(all.length);
  });

  it('takes whole routes from the contract, wherever they live', () => {
    const manager = resources['blade-flow/manager'];
    expect(manager.list).toMatchObject({ method: 'get', path: '/blade-flow/manager/list', paged: true });
    expect(manager.lists.map((l) => l.path)).toEqual(['/blade-flow/manager/list', '/blade-flow/work/start-list']);
    // start-list runs manager/list's query (suspended processes too): another list of the same records, not a narrowed one.
    expect(manager.lists[1]).toMatchObject({ alternate: true, filters: ['category', 'mode'] });
    expect(manager.lists[1].narrow).toBeUndefined();
    expect(manager.remove).toMatchObject({
      path: '/blade-flow/manager/delete-deployment',
      style: 'query',
      param: 'deploymentIds',
      key: 'deploymentId',
    });
    const user = resources['blade-user/user'];
    expect([user.list.path, user.detail.path, user.submit.path, user.update.path, user.remove.path]).toEqual([
      '/blade-user/page',
      '/blade-user/detail',
      '/blade-user/submit',
      '/blade-user/update',
      '/blade-user/remove',
    ]);
    expect(user.details.map((d) => d.path)).toEqual(['/blade-user/detail', '/blade-user/detail-info']);
    expect(resources['red-sale/cooperateapply'].list).toMatchObject({ method: 'post', path: '/red-sale/cooperateapply/list' });
    expect(resources['blade-system/region'].remove).toMatchObject({ style: 'query', param: 'id' });
    expect(resources['blade-system/region'].detail.param).toBe('code');
    expect(resources['blade-flow/work'].list.path).toBe('/blade-flow/work/todo-list');
  });

  it('says where each state operation sends the key, and the choices a caller picks from', () => {
    expect(resources['blade-flow/manager'].actions['change-state']).toMatchObject({
      where: 'processId',
      field: 'suspensionState',
      choose: 'state',
      choices: { active: { from: [2], to: 1 }, suspend: { from: [1], to: 2 } },
    });
    expect(resources['blade-flow/work'].actions['claim-task']).toMatchObject({ where: 'taskId', from: ['claim'], to: 'todo' });
    expect(resources['blade-resource/sms'].actions).toMatchObject({
      enable: { where: 'id', from: [2], to: 1 },
      disable: { from: [1], to: 2 },
    });
  });

  it("every state operation's from and to are values of the entity's state enum", () => {
    const problems = [];
    let checked = 0;
    for (const r of Object.values(resources)) {
      for (const a of Object.values(r.actions)) {
        const values = [...sourceStates(a), ...targetStates(a)];
        if (!values.length) continue;
        checked++;
        const states = propertyOf(bundle.components.schemas[r.entity], a.field)?.enum;
        const strays = values.filter((v) => !states?.some((s) => String(s) === String(v)));
        if (strays.length) problems.push(`${r.name} ${a.action}: ${a.field} ${JSON.stringify(strays)} not in ${JSON.stringify(states)}`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
    expect(problems).toEqual([]);
  });
});

describe('readResources rules', () => {
  const doc = (paths) => ({ paths });
  const x = (extension) => ({ 'x-blade-resource': { resource: 'red-sale/order', entity: 'Order', ...extension } });

  it('fills the defaults and keeps narrowed lists apart from the list', () => {
    const r = readResources(
      doc({
        '/red-sale/order/page': { get: x({ role: 'list' }) },
        '/red-sale/order/done-page': { get: x({ role: 'list', paged: false, where: { status: 3 } }) },
        '/red-sale/order/detail': { get: x({ role: 'detail', param: 'gid' }) },
        '/red-sale/order/remove': { post: x({ role: 'remove', body: true }) },
        '/red-sale/order/send': { post: x({ role: 'action', action: 'send', from: [1], to: 2 }) },
      }),
    )['red-sale/order'];
    expect(r.key).toBe('id');
    expect(r.list).toMatchObject({ path: '/red-sale/order/page', paged: true, filters: [] });
    expect(r.lists[1]).toMatchObject({ path: '/red-sale/order/done-page', paged: false, narrow: { status: 3 } });
    expect(r.detail.param).toBe('gid');
    expect(r.remove).toMatchObject({ style: 'id-body', param: 'id' });
    expect(r.actions.send).toMatchObject({ method: 'post', field: 'status', where: 'id', from: [1], to: 2 });
  });

  it("reads a list's search form: its searchForm, else all its filters; one naming a field the list lacks is refused", () => {
    expect(resources['blade-system/param'].list).toMatchObject({
      filters: ['paramName', 'paramKey', 'paramValue', 'remark'],
      searchForm: ['paramName', 'paramKey', 'remark'],
    });
    expect(resources['blade-system/post'].list.searchForm).toEqual(resources['blade-system/post'].list.filters);
    expect(() =>
      readResources(doc({ '/red-sale/order/page': { get: x({ role: 'list', filters: ['orderNo'], searchForm: ['orderNo', 'status'] }) } })),
    ).toThrow(/searchForm names a field its filters lack/);
  });

  it("reads a list's screen columns from their shorthand: a width, hidden (forms only) or readonly; an unknown word or a field twice is refused", () => {
    expect(resources['blade-system/param'].list.columns).toEqual([
      { field: 'paramName', width: 200 },
      { field: 'paramKey', width: 220 },
      { field: 'paramValue', width: 260 },
      { field: 'remark', width: 200 },
      { field: 'createTime', width: 170 },
    ]);
    const read = (columns) => readResources(doc({ '/red-sale/order/page': { get: x({ role: 'list', columns }) } }))['red-sale/order'].list;
    expect(read(['orderNo 160', 'secret hidden', 'status 90 readonly']).columns).toEqual([
      { field: 'orderNo', width: 160 },
      { field: 'secret', hide: true },
      { field: 'status', width: 90, readOnly: true },
    ]);
    expect(read(undefined).columns).toBeUndefined();
    expect(() => read(['orderNo wide'])).toThrow(/takes a width in pixels, hidden or readonly/);
    expect(() => read(['orderNo 160', 'orderNo hidden'])).toThrow(/column orderNo twice/);
  });

  it("reads a record's new records sent as a list body (body-rows), which must name the row field carrying the record's key", () => {
    const r = readResources(
      doc({
        '/red-sale/order/page': { get: x({ role: 'list' }) },
        '/red-sale/line/submit-batch': { post: x({ role: 'action', action: 'lines', where: 'body-rows', param: 'orderId' }) },
      }),
    )['red-sale/order'];
    expect(r.actions.lines).toMatchObject({ path: '/red-sale/line/submit-batch', where: 'body-rows', param: 'orderId' });
    expect(() =>
      readResources(doc({ '/red-sale/line/submit-batch': { post: x({ role: 'action', action: 'lines', where: 'body-rows' }) } })),
    ).toThrow(/body-rows names the row field carrying the key/);
  });

  it("reads the detail a record's view reads (view), at most one, asked by the detail's key field", () => {
    const detail = { get: x({ role: 'detail' }) };
    const r = readResources(
      doc({ '/red-sale/order/detail': detail, '/red-sale/order/detail-info': { get: x({ role: 'detail', alternate: true, view: true }) } }),
    )['red-sale/order'];
    expect(r.detail.path).toBe('/red-sale/order/detail');
    expect(r.view).toMatchObject({ path: '/red-sale/order/detail-info', param: 'id' });
    expect(readResources(doc({ '/red-sale/order/detail': detail }))['red-sale/order'].view).toBeUndefined();
    expect(() =>
      readResources(
        doc({
          '/red-sale/order/a': { get: x({ role: 'detail', alternate: true, view: true }) },
          '/red-sale/order/b': { get: x({ role: 'detail', alternate: true, view: true }) },
        }),
      ),
    ).toThrow(/2 details marked view/);
    expect(() =>
      readResources(
        doc({
          '/red-sale/order/detail': detail,
          '/red-sale/order/by-code': { get: x({ role: 'detail', alternate: true, view: true, key: 'code' }) },
        }),
      ),
    ).toThrow(/by the detail's key field/);
  });

  it('refuses to guess between two routes of one role', () => {
    expect(() =>
      readResources(
        doc({
          '/red-sale/order/page': { get: x({ role: 'list' }) },
          '/red-sale/order/list': { get: x({ role: 'list' }) },
        }),
      ),
    ).toThrow(/2 list routes/);
    expect(() =>
      readResources(
        doc({
          '/red-sale/order/save': { post: x({ role: 'submit' }) },
          '/red-sale/order/submit': { post: x({ role: 'submit' }) },
        }),
      ),
    ).toThrow(/2 submit routes/);
    expect(() => readBladeOperations(doc({ '/a/b': { get: { 'x-blade-resource': { role: 'list' } } } }))).toThrow(
      /needs resource and role/,
    );
  });

  it('reads the fields the server checks before a save (role check), by field; refuses one naming no field or a field twice', () => {
    const check = (extension) => ({ post: x({ role: 'check', ...extension }) });
    const r = readResources(
      doc({ '/red-sale/order/page': { get: x({ role: 'list' }) }, '/red-sale/order/check': check({ field: 'orderNo' }) }),
    )['red-sale/order'];
    expect(r.checks.orderNo).toMatchObject({ method: 'post', path: '/red-sale/order/check', field: 'orderNo', param: 'orderNo' });
    expect(() => readResources(doc({ '/red-sale/order/check': check({}) }))).toThrow(/names the field it checks/);
    expect(() =>
      readResources(
        doc({ '/red-sale/order/check': check({ field: 'orderNo' }), '/red-sale/order/check2': check({ field: 'orderNo', param: 'no' }) }),
      ),
    ).toThrow(/two checks of orderNo/);
  });

  it("reads sub-lists: the parent must be a resource and the key parameter the operation's own", () => {
    const sub = (extension, parameters = [{ name: 'orderId', in: 'query' }]) => ({
      get: { parameters, 'x-blade-sublist': { of: 'red-sale/order', param: 'orderId', title: '明细', ...extension } },
    });
    const paths = { '/red-sale/order/page': { get: x({ role: 'list' }) } };
    const [one] = readSublists(
      doc({
        ...paths,
        '/red-sale/order/lines': sub({}, [
          { name: 'orderId', in: 'query' },
          { name: 'pageSize', in: 'query' },
        ]),
      }),
    );
    expect(one).toEqual({
      method: 'get',
      path: '/red-sale/order/lines',
      of: 'red-sale/order',
      param: 'orderId',
      field: 'orderId',
      title: '明细',
      pageSize: 'pageSize',
      actions: [],
    });
    expect(() => readSublists(doc({ ...paths, '/red-sale/order/lines': sub({ of: 'red-sale/nothing' }) }))).toThrow(/not a resource/);
    expect(() => readSublists(doc({ ...paths, '/red-sale/order/lines': sub({ param: 'id' }) }))).toThrow(/not a query parameter/);
    expect(() => readSublists(doc({ ...paths, '/red-sale/order/lines': sub({ title: undefined }) }))).toThrow(/needs of, param and title/);
    // `by`: the parent's field sent instead of its key; it must be a field of the parent's records.
    const withSchemas = (p) => ({
      ...doc(p),
      components: {
        schemas: {
          Base: { properties: { id: {} } },
          Order: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { orderNo: {} } }] },
        },
      },
    });
    const [byNo] = readSublists(withSchemas({ ...paths, '/red-sale/order/lines': sub({ by: 'orderNo' }) }));
    expect(byNo).toMatchObject({ param: 'orderId', field: 'orderId', by: 'orderNo' });
    expect(readSublists(withSchemas({ ...paths, '/red-sale/order/lines': sub({ by: 'id' }) }))[0].by).toBe('id');
    expect(() => readSublists(withSchemas({ ...paths, '/red-sale/order/lines': sub({ by: 'orderCode' }) }))).toThrow(
      /by orderCode is not a field/,
    );
  });

  it("reads what a tab offers on its records (add, edit, remove) through their own resource's submit and remove; refuses one without them", () => {
    const lines = (offers) => ({
      get: {
        parameters: [{ name: 'orderId', in: 'query' }],
        'x-blade-resource': { resource: 'red-sale/line', role: 'list' },
        'x-blade-sublist': { of: 'red-sale/order', param: 'orderId', title: '明细', offers },
      },
    });
    const paths = { '/red-sale/order/page': { get: x({ role: 'list' }) }, '/red-sale/line/list': lines(['add', 'edit']) };
    const submit = { '/red-sale/line/submit': { post: { 'x-blade-resource': { resource: 'red-sale/line', role: 'submit' } } } };
    expect(readSublists(doc({ ...paths, ...submit }))[0]).toMatchObject({ offers: ['add', 'edit'], resource: 'red-sale/line' });
    expect(() => readSublists(doc(paths))).toThrow(/offers add,edit but red-sale\/line has no submit/);
    expect(() => readSublists(doc({ ...paths, ...submit, '/red-sale/line/list': lines(['delete']) }))).toThrow(
      /offers names add, edit and remove only/,
    );
    // remove: through the records' own remove, which the resource must have.
    expect(() => readSublists(doc({ ...paths, ...submit, '/red-sale/line/list': lines(['remove']) }))).toThrow(
      /offers remove but red-sale\/line has no remove/,
    );
    const remove = { '/red-sale/line/remove': { post: { 'x-blade-resource': { resource: 'red-sale/line', role: 'remove' } } } };
    expect(readSublists(doc({ ...paths, ...submit, ...remove, '/red-sale/line/list': lines(['add', 'remove']) }))[0]).toMatchObject({
      offers: ['add', 'remove'],
    });
    // Without offers nothing is added to what the sub-list reads as.
    expect(readSublists(doc({ ...paths, ...submit, '/red-sale/line/list': lines(undefined) }))[0]).not.toHaveProperty('offers');
  });

  it("reads what a tab's new record copies from its record (fills: field <- the parent's field); refuses a field either side lacks, or fills without add", () => {
    const lines = (extension) => ({
      get: {
        parameters: [{ name: 'orderId', in: 'query' }],
        'x-blade-resource': { resource: 'red-sale/line', entity: 'Line', role: 'list' },
        'x-blade-sublist': { of: 'red-sale/order', param: 'orderId', title: '明细', offers: ['add', 'edit'], ...extension },
      },
    });
    const submit = {
      '/red-sale/line/submit': { post: { 'x-blade-resource': { resource: 'red-sale/line', entity: 'Line', role: 'submit' } } },
    };
    const schemas = { Order: { properties: { id: {}, orderNo: {} } }, Line: { properties: { id: {}, orderId: {}, orderNo: {} } } };
    const read = (extension) =>
      readSublists({
        paths: { '/red-sale/order/page': { get: x({ role: 'list' }) }, ...submit, '/red-sale/line/list': lines(extension) },
        components: { schemas },
      })[0];
    expect(read({ fills: { orderNo: 'orderNo' } }).fills).toEqual({ orderNo: 'orderNo' });
    expect(read({})).not.toHaveProperty('fills');
    expect(() => read({ fills: { orderNo: 'orderCode' } })).toThrow(/from orderCode, not a field of red-sale\/order's records/);
    expect(() => read({ fills: { lineNo: 'orderNo' } })).toThrow(/fills lineNo, not a field of red-sale\/line's records/);
    expect(() => read({ offers: ['edit'], fills: { orderNo: 'orderNo' } })).toThrow(/fills without offers add/);
  });

  it('reads a draft resource (a submit marked draft: of, content); refuses a draft of no resource with a submit, or content no field of the drafts', () => {
    const schemas = { Draft: { properties: { id: {}, draftNo: {}, content: {} } }, Order: { properties: { id: {}, orderNo: {} } } };
    const save = (draft) => ({ post: { 'x-blade-resource': { resource: 'red-sale/draft', entity: 'Draft', role: 'submit', draft } } });
    const paths = (draft, orderSubmit = true) => ({
      '/red-sale/draft/page': { get: { 'x-blade-resource': { resource: 'red-sale/draft', entity: 'Draft', role: 'list' } } },
      '/red-sale/draft/save': save(draft),
      '/red-sale/order/page': { get: x({ role: 'list' }) },
      ...(orderSubmit ? { '/red-sale/order/submit': { post: x({ role: 'submit' }) } } : {}),
    });
    const read = (draft, orderSubmit) => readDrafts({ paths: paths(draft, orderSubmit), components: { schemas } });
    expect(read({ of: 'red-sale/order', content: 'content' })).toEqual([
      { resource: 'red-sale/draft', of: 'red-sale/order', content: 'content' },
    ]);
    expect(read(undefined)).toEqual([]);
    expect(() => read({ of: 'red-sale/order', content: 'body' })).toThrow(/draft content body is not a field of red-sale\/draft's records/);
    expect(() => read({ of: 'red-sale/order', content: 'content' }, false)).toThrow(
      /draft of red-sale\/order, which is no resource with a submit/,
    );
    expect(() => read({ of: 'red-sale/order' })).toThrow(/draft names the resource it is a draft of/);
  });

  it('reads a related sub-list (no parent field) and the operations offered on a tab; refuses a tab that is no sub-list', () => {
    const sub = (extension) => ({
      get: {
        parameters: [{ name: 'orderId', in: 'query' }],
        'x-blade-sublist': { of: 'red-sale/order', param: 'orderId', title: '型号', ...extension },
      },
    });
    const unbind = (tab) => ({
      post: { 'x-blade-resource': { resource: 'red-sale/mode', role: 'action', action: 'unbind-mode', where: 'ids', tab } },
    });
    const paths = { '/red-sale/order/page': { get: x({ role: 'list' }) }, '/red-sale/order/modes': sub({ related: true }) };
    const [related] = readSublists(doc({ ...paths, '/red-sale/order/unbind-mode': unbind('/red-sale/order/modes') }));
    expect(related.field).toBeUndefined();
    expect(related.related).toBe(true);
    expect(related.actions.map((a) => [a.action, a.where, a.tab])).toEqual([['unbind-mode', 'ids', '/red-sale/order/modes']]);
    expect(() => readSublists(doc({ ...paths, '/red-sale/order/unbind-mode': unbind('/red-sale/order/nothing') }))).toThrow(
      /tab \/red-sale\/order\/nothing is not a sub-list/,
    );
  });
});

describe('sub-lists of the bundle', () => {
  it("name resources of the contract, and each English tab title is the glossary's", () => {
    const subs = readSublists(bundle);
    expect(subs.length).toBeGreaterThanOrEqual(10);
    expect(subs.filter((s) => !s.titleEn)).toEqual([]);
    expect(subs.find((s) => s.path === '/eim-purchase/purchaseorderdeliverdaterecord/page')).toMatchObject({
      of: 'eim-purchase/purchaseorderinfo',
      param: 'purchaseOrderId',
      title: '交期变更记录',
      titleEn: 'Delivery date changes',
    });
    // A device's tabs are read by its code, not its id.
    expect(subs.find((s) => s.path === '/red-sale/saledevicemarket/list')).toMatchObject({
      of: 'red-sale/saledevice',
      param: 'deviceCode',
      by: 'deviceCode',
    });
  });
});

describe('pickers (x-options)', () => {
  /** Every x-options of the bundle (entity properties, parameters, bodies) with where it sits. */
  function pickers(node, at = '#', out = []) {
    if (!node || typeof node !== 'object') return out;
    if (node['x-options']) out.push({ at, options: node['x-options'] });
    for (const [k, v] of Object.entries(node)) if (k !== 'x-options') pickers(v, `${at}/${k}`, out);
    return out;
  }

  it('each reads a GET operation of the contract whose answer holds the fields it shows and sends', () => {
    const found = pickers(bundle);
    expect(found.length).toBeGreaterThan(20);
    const problems = [];
    for (const { at, options } of found) {
      const [method, path] = String(options.op).split(/\s+/);
      const op = method === 'GET' ? bundle.paths[path]?.get : undefined;
      if (!op) {
        problems.push(`${at}: ${options.op} is no GET operation of the contract`);
        continue;
      }
      // The answer's records: R<Page<X>>, R<X[]>, or R<string[]> (plain values, no label).
      const data = resolve(op.responses['200'].content['application/json'].schema).allOf?.find((p) => p.properties?.data)?.properties.data;
      const items = resolve(data)?.items ?? resolve(data)?.allOf?.find((p) => p.properties?.records)?.properties.records.items;
      if (!items) problems.push(`${at}: ${options.op} answers no list`);
      else if (resolve(items).type === 'string') {
        if (options.label) problems.push(`${at}: ${options.op} answers plain values, so no label field`);
      } else {
        for (const field of [options.label, options.value])
          if (!propertyOf(items, field)) problems.push(`${at}: ${options.op}'s records have no ${field}`);
        // fills: the picked record's fields copied into the form's (a material's code and name).
        for (const field of Object.values(options.fills ?? {}))
          if (!propertyOf(items, field)) problems.push(`${at}: ${options.op}'s records have no ${field} to fill from`);
      }
      // by: the list is read with values of the record the form is about (an order's materials by its id).
      const names = (op.parameters ?? []).map((p) => resolve(p).name);
      for (const param of Object.keys(options.by ?? {}))
        if (!names.includes(param)) problems.push(`${at}: ${options.op} takes no query parameter ${param}`);
    }
    expect(problems).toEqual([]);
  });
});
