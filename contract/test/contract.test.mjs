// The contract's own checks: lint-clean, the bundle fresh, every spec §7 call present,
// house rules on every operation, and Prism serving it with answers that match the schemas.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../lib/model.mjs';
import { startPrism } from '../../scripts/lib/servers.mjs';

const REDOCLY = join(ROOT, '..', 'node_modules/.bin/redocly');
const bundle = parse(readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'));
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const operations = Object.entries(bundle.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })),
);

function lint(file) {
  const out = spawnSync(REDOCLY, ['lint', file, '--format=json'], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.stdout);
}

describe('contract sources', () => {
  // The sources are not committed: written here from the catalog, as the build writes them.
  beforeAll(() => execFileSync(process.execPath, ['scripts/generate.mjs'], { cwd: ROOT, stdio: 'ignore' }), 60_000);

  it('the committed bundle is the bundle of the catalog', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    execFileSync(REDOCLY, ['bundle', 'src/openapi.yaml', '-o', join(dir, 'openapi.yaml')], { cwd: ROOT, stdio: 'ignore' });
    const fresh = readFileSync(join(dir, 'openapi.yaml'), 'utf8');
    expect(fresh === readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'), 'dist/openapi.yaml is stale: npm run build -w contract').toBe(
      true,
    );
  });

  it('lints with zero errors and zero warnings (recommended + house rules)', () => {
    const { totals, problems } = lint('src/openapi.yaml');
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('the house rules catch a broken document', () => {
    const rules = lint('test/fixtures/breaks-house-rules.yaml').problems.map((p) => p.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['rule/operationId-camel-case', 'operation-singular-tag', 'rule/example-on-2xx']));
  });
});

describe('contract coverage', () => {
  it('counts operations per service', () => {
    const perService = {};
    for (const { op } of operations) perService[op.tags[0]] = (perService[op.tags[0]] ?? 0) + 1;
    const rows = Object.entries(perService).sort(([a], [b]) => a.localeCompare(b));
    console.log(
      [
        '| service | operations |',
        '|---|---:|',
        ...rows.map(([s, n]) => `| ${s} | ${n} |`),
        `| **total** | **${operations.length}** |`,
      ].join('\n'),
    );
    expect(operations.length).toBeGreaterThanOrEqual(700);
    expect(rows.length).toBeGreaterThanOrEqual(21);
  });

  it('every operationId is unique camelCase, with one tag, a summary, error bodies and a 2xx example', () => {
    const ids = new Set();
    for (const { path, method, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId), `${where} repeats ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.tags, where).toHaveLength(1);
      expect(op.summary, where).toBeTruthy();
      expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['400', '401', '403', '500']));
      // The one success that is not a 200 is a redirect of the browser, which names where it goes.
      if (op.responses['302']) {
        expect(op.responses['302'].headers?.Location, `${where} redirects without Location`).toBeDefined();
        continue;
      }
      const media = Object.values(op.responses['200'].content ?? {})[0];
      expect(media?.example ?? media?.examples, `${where} has no example`).toBeDefined();
    }
  });

  it('the menu example is the whole console menu, with unique ids and a code for every button', () => {
    const example = (path) => bundle.paths[path].get.responses['200'].content['application/json'].example.data;
    const walk = (nodes, out = []) => {
      for (const n of nodes) {
        out.push(n);
        if (n.children) walk(n.children, out);
      }
      return out;
    };
    const menu = walk(example('/blade-system/menu/routes'));
    const buttons = walk(example('/blade-system/menu/buttons'));
    for (const nodes of [menu, buttons]) expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
    const areas = example('/blade-system/menu/routes').map((a) => a.name);
    expect(areas).toEqual(
      expect.arrayContaining([
        '权限管理',
        '基础配置',
        '办公管理',
        '流程管理',
        '资金管理',
        '日志管理',
        '运营管理',
        '生产管理',
        '产品资料',
        '采购管理',
        '维修管理',
        '报表管理',
        '资源管理',
        '销售管理',
        '售后服务',
        '库存仓储',
        '系统管理',
        '研发工具',
        '用户客户',
        '我的事务',
      ]),
    );
    const paths = menu.map((n) => n.path);
    expect(paths).toEqual(expect.arrayContaining(['/system/param', '/system/user', '/base/region', '/desk/notice', '/work/todo']));
    const codes = buttons.filter((n) => n.category === 2).map((n) => n.code);
    expect(codes).toEqual(expect.arrayContaining(['param_add', 'param_edit', 'param_delete', 'param_view', 'user_add', 'region_delete']));
  });

  it("the menu uses BladeX's stock page paths, button codes and icon font, and real top menus", () => {
    const example = (path) => bundle.paths[path].get.responses['200'].content['application/json'].example.data;
    const walk = (nodes) => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);
    const menu = walk(example('/blade-system/menu/routes'));
    const paths = menu.map((n) => n.path);
    // shared/spec/bladex-wire.md, "Stock menu paths and button codes".
    const stockPaths = [
      '/system/dictbiz',
      '/authority/apiscope',
      '/authority/datascope',
      '/monitor/log/usual',
      '/monitor/log/api',
      '/monitor/log/error',
      '/report/reportlist',
      '/flow/model',
      '/flow/deploy',
      '/flow/manager',
      '/flow/follow',
      '/work/start',
      '/work/claim',
      '/work/todo',
      '/work/send',
      '/work/done',
    ];
    expect(stockPaths.filter((p) => !paths.includes(p))).toEqual([]);
    const codes = walk(example('/blade-system/menu/buttons'))
      .filter((n) => n.category === 2)
      .map((n) => n.code);
    const stockCodes = [
      'dictbiz_add',
      'dictbiz_edit',
      'dictbiz_delete',
      'user_role',
      'user_reset',
      'oss_enable',
      'sms_enable',
      'topmenu_setting',
      'api_scope_setting',
      'data_scope_setting',
      'region_import',
      'region_export',
      'region_debug',
      'attach_upload',
      'attach_download',
      'attach_delete',
      'log_api_view',
      'log_error_view',
      'log_usual_view',
      'work_start_flow',
      'work_start_image',
      'work_claim_sign',
      'work_todo_handle',
      'work_send_detail',
      'work_done_follow',
    ];
    for (const res of [
      'client',
      'code',
      'datasource',
      'dept',
      'dict',
      'menu',
      'notice',
      'oss',
      'param',
      'post',
      'region',
      'role',
      'sms',
      'tenant',
      'topmenu',
      'user',
    ])
      stockCodes.push(...['add', 'edit', 'delete', 'view'].map((b) => `${res}_${b}`));
    expect(stockCodes.filter((c) => !codes.includes(c))).toEqual([]);
    // Icons: BladeX's icon font names ("iconfont iconicon_*" / "iconfont icon-*") or empty.
    expect(menu.filter((n) => n.source && !/^iconfont icon(icon_|-)/.test(n.source)).map((n) => n.source)).toEqual([]);
    expect(menu.filter((n) => n.parentId === '0').every((a) => a.source)).toBe(true);
    const tops = example('/blade-system/menu/top-menu');
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(tops.length).toBeLessThanOrEqual(8);
    expect(tops.every((t) => /^[\u4e00-\u9fa5]{2,6}$/.test(t.name) && /^iconfont /.test(t.source))).toBe(true);
  });

  it('every call of spec §7 resolves to an operation', () => {
    const lines = readFileSync(join(ROOT, 'test/spec-endpoints.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    const missing = lines.filter((line) => {
      const [method, service, suffix] = line.trim().split(/\s+/);
      return !operations.some(
        (o) =>
          (method === '*' || o.method === method.toLowerCase()) &&
          (service === '*' || o.path.startsWith(`/${service}/`)) &&
          o.path.endsWith(suffix),
      );
    });
    expect(missing).toEqual([]);
  });
});

describe('BladeX answer shapes the stock Saber pages read', () => {
  const get = (path) => bundle.paths[path]?.get;
  const okMedia = (op) => op.responses['200'].content['application/json'];
  /** The `data` schema of an R answer (the second allOf member of the generated envelope). */
  const dataSchema = (op) => okMedia(op).schema.allOf.find((s) => s.properties?.data).properties.data;
  const query = (op) => (op.parameters ?? []).map((p) => (p.$ref ? p.$ref.split('/').pop() : p.name));

  it('dict and dict-biz child-list answer a list of entries (R<List<DictVO>>), not a page', () => {
    for (const kind of ['dict', 'dict-biz']) {
      const op = get(`/blade-system/${kind}/child-list`);
      // dict-biz's entries are DictBiz (a DictEntry with the owning tenant's tenantId).
      expect(dataSchema(op)).toEqual({
        type: 'array',
        items: { $ref: `#/components/schemas/${kind === 'dict' ? 'DictEntry' : 'DictBiz'}` },
      });
      expect(query(op)).toContain('parentId');
      expect(query(op).filter((n) => /current|size/i.test(n))).toEqual([]);
      const data = okMedia(op).example.data;
      expect(Array.isArray(data) && data.length).toBeTruthy();
      const parentId = data[0].parentId;
      expect(data.every((d) => d.parentId === parentId && d.dictKey !== '-1' && d.parentName)).toBe(true);
    }
  });

  it("the stock pages' select and lazy lists exist, each answering a realistic list", () => {
    const lists = {
      '/blade-develop/datasource/select': { items: 'Datasource', check: (d) => d.id && d.name && !('password' in d) },
      '/blade-system/menu/lazy-menu-list': {
        items: 'Menu',
        param: 'parentId',
        check: (d) => d.category === 1 && d.parentId === '0' && d.hasChildren === true,
      },
      '/blade-system/region/select': {
        items: 'Region',
        param: 'code',
        check: (d) => d.parentCode === '44' && d.regionLevel === 2 && d.code.startsWith('44'),
      },
    };
    for (const [path, { items, param, check }] of Object.entries(lists)) {
      const op = get(path);
      expect(op, path).toBeDefined();
      expect(dataSchema(op), path).toEqual({ type: 'array', items: { $ref: `#/components/schemas/${items}` } });
      if (param) expect(query(op), path).toContain(param);
      expect(
        (op.parameters ?? []).filter((p) => p.required),
        `${path}: BladeX has no required parameter here`,
      ).toEqual([]);
      const data = okMedia(op).example.data;
      expect(data.length, path).toBeGreaterThanOrEqual(2);
      expect(data.every(check), `${path}: ${JSON.stringify(data[0])}`).toBe(true);
    }
    // the SpringBlade 2.8 user page's list: the page of blade-user/page (which stays the resource's list)
    expect(dataSchema(get('/blade-user/list'))).toEqual(dataSchema(get('/blade-user/page')));
    expect(get('/blade-user/list')['x-blade-resource']).toBeUndefined();
    expect(get('/blade-user/page')['x-blade-resource']).toMatchObject({ resource: 'blade-user/user', role: 'list' });
  });

  it("the stock pages' Excel calls exist: multipart imports with isCovered, .xlsx exports with the token in the query", () => {
    for (const path of ['/blade-system/region/import-region', '/blade-user/import-user']) {
      const op = bundle.paths[path]?.post;
      expect(op, path).toBeDefined();
      const upload = op.requestBody.content['multipart/form-data'];
      expect(upload.schema).toMatchObject({ required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
      expect(query(op), path).toContain('isCovered');
      // R.status: BladeX writes R.success's null data as {}.
      expect(okMedia(op).example, path).toMatchObject({ code: 200, success: true, data: {} });
    }
    for (const path of [
      '/blade-user/export-user',
      '/blade-user/export-template',
      '/blade-system/region/export-region',
      '/blade-system/region/export-template',
    ]) {
      const op = get(path);
      expect(op, path).toBeDefined();
      const xlsx = op.responses['200'].content['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
      expect(xlsx?.schema, path).toEqual({ type: 'string', format: 'binary' });
      expect(
        op.parameters.find((p) => p.name === 'blade-auth'),
        path,
      ).toMatchObject({ in: 'query', required: true });
      // opened in a new window: no Basic or Blade-Auth header can be sent
      expect(op.security, path).toEqual([]);
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['200', '400', '401', '403', '500']));
    }
  });

  it('third-party sign-in is open and by source: render redirects, callback answers JustAuth as it is', () => {
    const render = get('/blade-auth/oauth/render/{source}');
    expect(render.security).toEqual([]);
    expect(render.parameters).toEqual([expect.objectContaining({ name: 'source', in: 'path', required: true })]);
    expect(render.responses['302'].headers.Location).toBeDefined();
    const callback = get('/blade-auth/oauth/callback/{source}');
    expect(callback.security).toEqual([]);
    expect(okMedia(callback).example).toMatchObject({ code: 2000, data: { source: 'GITEE' } });
    // BladeX's TopMenuController.grant reads a JSON body (GrantVO), not query parameters.
    const grant = bundle.paths['/blade-system/topmenu/grant'].post;
    expect(grant.parameters ?? []).toEqual([]);
    expect(grant.requestBody.content['application/json'].schema.required).toEqual(['topMenuIds', 'menuIds']);
  });

  it('data scopes name the column they filter (scopeColumn) apart from the visible fields (scopeField)', () => {
    const props = bundle.components.schemas.DataScope.allOf.find((s) => s.properties).properties;
    expect(props.scopeColumn).toMatchObject({ example: 'create_dept' });
    expect(props.scopeField).toMatchObject({ example: '*' });
    // The dictionary and its codes are data (x-dict, enum, x-enum-labels), not prose in the title.
    expect(props.scopeType).toMatchObject({ title: '数据权限类型', 'x-dict': 'data_scope_type', enum: [1, 2, 3, 4, 5] });
    expect(props.scopeType['x-enum-labels'].zh['5']).toBe('自定义');
  });
});

describe('Prism on the bundle', () => {
  let mock;
  let proxy;
  beforeAll(async () => {
    mock = await startPrism();
    // A validating proxy in front of the mock: any answer that breaks the schema becomes an error.
    proxy = await startPrism({ upstream: mock.url });
  }, 180000);
  afterAll(async () => {
    await proxy?.stop();
    await mock?.stop();
  });

  const headers = {
    authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    'blade-auth': 'bearer sandbox',
    'tenant-id': '000000',
  };
  /** One GET per service that needs no parameters (or only optional ones). */
  const probes = Object.values(
    operations
      .filter(({ method, op }) => method === 'get' && !(op.parameters ?? []).some((p) => p.required))
      .reduce((acc, o) => ((acc[o.op.tags[0]] ??= o), acc), {}),
  );

  it('answers one operation per service with a body that matches its schema', async () => {
    expect(probes.length).toBeGreaterThanOrEqual(20);
    for (const { path, op } of probes) {
      const res = await fetch(proxy.url + path, { headers });
      const body = await res.text();
      expect(res.status, `${op.operationId}: ${body.slice(0, 300)}`).toBe(200);
      expect(res.headers.get('sl-violations'), op.operationId).toBeNull();
      const json = JSON.parse(body);
      if ('code' in json) expect(json.code, op.operationId).toBe(200);
    }
  }, 120000);

  it('refuses a request without credentials', async () => {
    const res = await fetch(`${mock.url}/blade-system/param/list`);
    expect(res.status).toBe(401);
  });
});
