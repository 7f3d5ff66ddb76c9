// Platform calls of BladeX the stock console makes, through `prism proxy --errors`: uploads with
// and without an attachment record, tenants by domain, a tenant's package, a user's platform
// detail, the region exports, dictionaries as trees and third-party sign-in. The .xlsx answers
// and the redirect are read from the sandbox directly (Prism passes binary bodies on as text and
// follows redirects).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../src/xlsx.ts';
import { BASIC, Client, dataOf, refusalOf, startStack, type Stack } from './helpers.ts';

let stack: Stack;
let admin: Client;

beforeAll(async () => {
  stack = await startStack({ prism: true });
}, 120000);
beforeEach(async () => {
  await fetch(`${stack.direct}/__sandbox/reset`, { method: 'POST' });
  admin = new Client(stack.url);
  await admin.signIn('000000', 'admin', 'admin');
});
afterAll(() => stack?.stop());

/** A multipart body of one small text file. */
function fileForm(name: string, text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  return form;
}
const attachments = async (originalName: string) =>
  (await dataOf(admin.get('/blade-resource/attach/list', { current: 1, size: 50, originalName }))).records as Array<
    Record<string, unknown>
  >;

describe('uploads', () => {
  it('put-file only stores the file: no attachId, nothing in 附件管理', async () => {
    const file = await dataOf(admin.call('POST', '/blade-resource/oss/endpoint/put-file', { raw: fileForm('只存储.txt', 'stored') }));
    expect(file).toMatchObject({ originalName: '只存储.txt' });
    expect(Object.keys(file).sort()).toEqual(['domain', 'link', 'name', 'originalName']);
    expect(await attachments('只存储.txt')).toEqual([]);
  });

  it('put-file-attach also records the attachment (domain, extension, size) and answers its attachId', async () => {
    const file = await dataOf(
      admin.call('POST', '/blade-resource/oss/endpoint/put-file-attach', { raw: fileForm('安装说明.txt', 'hello attach') }),
    );
    expect(file.attachId).toMatch(/^\d+$/);
    const [attach] = await attachments('安装说明.txt');
    expect(attach).toMatchObject({
      id: file.attachId,
      link: file.link,
      domain: file.domain,
      name: file.name,
      extension: 'txt',
      attachSize: 12,
    });
    expect(attach).not.toHaveProperty('domainUrl');
    expect((await fetch(String(file.link))).status).toBe(200);
  });
});

describe('tenants', () => {
  it('tenant/info finds a tenant by its domain field', async () => {
    const tenant = (await dataOf(admin.get('/blade-system/tenant/list', { current: 1, size: 10, tenantId: '000000' }))).records[0];
    expect(tenant.domain).toBeTruthy();
    expect(tenant).not.toHaveProperty('domainUrl');
    const info = await dataOf(new Client(stack.url).get('/blade-system/tenant/info', { domain: tenant.domain }));
    expect(info).toMatchObject({ tenantId: '000000', domain: tenant.domain });
  });

  it('package-detail answers the package of the tenant record named by id (null when none); tenant-package/select lists packages', async () => {
    const packages = await dataOf(admin.get('/blade-system/tenant-package/select'));
    expect(packages.length).toBeGreaterThan(1);
    const pkg = packages[1];
    expect(await dataOf(admin.get('/blade-system/tenant-package/select', { packageName: pkg.packageName }))).toEqual([pkg]);
    const tenant = (await dataOf(admin.get('/blade-system/tenant/list', { current: 1, size: 10, tenantId: '100001' }))).records[0];
    await dataOf(admin.post('/blade-system/tenant/package-setting', undefined, { tenantId: tenant.tenantId, packageId: pkg.id }));
    expect(await dataOf(admin.get('/blade-system/tenant/package-detail', { tenantId: tenant.id }))).toMatchObject({
      id: pkg.id,
      packageName: pkg.packageName,
    });
    // BladeX reads the tenant by its record id: the 租户ID itself names no record.
    expect(await dataOf(admin.get('/blade-system/tenant/package-detail', { tenantId: tenant.tenantId }))).toBeNull();
  });
});

describe('users', () => {
  it('platform-detail answers the user with its userType and the saved userExt', async () => {
    const user = (await dataOf(admin.get('/blade-user/page', { current: 1, size: 10, account: 'manager' }))).records[0];
    expect(await dataOf(admin.get('/blade-user/platform-detail', { id: user.id }))).toMatchObject({
      id: user.id,
      account: 'manager',
      userExt: '',
    });
    await dataOf(admin.post('/blade-user/update-platform', undefined, { userId: user.id, userType: 2, userExt: '{"appId":"dasha_app"}' }));
    expect(await dataOf(admin.get('/blade-user/platform-detail', { id: user.id }))).toMatchObject({
      userType: 2,
      userExt: '{"appId":"dasha_app"}',
    });
  });
});

describe('region exports', () => {
  const download = async (path: string, query: Record<string, string> = {}) => {
    const res = await fetch(`${stack.direct}${path}?${new URLSearchParams({ 'blade-auth': `bearer ${admin.token}`, ...query })}`);
    return { res, rows: res.ok ? readFirstSheet(Buffer.from(await res.arrayBuffer())) : [] };
  };
  const HEADER = [
    '区划编号',
    '父区划编号',
    '祖区划编号',
    '区划名称',
    '省级区划编号',
    '省级名称',
    '市级区划编号',
    '市级名称',
    '区级区划编号',
    '区级名称',
    '镇级区划编号',
    '镇级名称',
    '村级区划编号',
    '村级名称',
    '层级',
    '排序',
    '备注',
  ];

  it('export-region writes the regions (filtered by name, LIKE) with RegionExcel columns; export-template the header alone', async () => {
    const all = await download('/blade-system/region/export-region');
    expect(all.res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(all.res.headers.get('content-disposition') ?? '')).toMatch(/行政区划数据\d+\.xlsx/);
    expect(all.rows[0]).toEqual(HEADER);
    expect(all.rows.length).toBeGreaterThan(3);
    const some = await download('/blade-system/region/export-region', { name: '深圳' });
    expect(some.rows.length).toBeGreaterThan(1);
    expect(some.rows.slice(1).every((r) => r[3].includes('深圳'))).toBe(true);
    const template = await download('/blade-system/region/export-template');
    expect(template.rows).toEqual([HEADER]);
    expect((await fetch(`${stack.direct}/blade-system/region/export-template?blade-auth=bearer%20expired`)).status).toBe(401);
  });
});

describe('dictionary trees', () => {
  it('dictionary-tree answers the entries of a code with an entry under another nested in its children', async () => {
    for (const kind of ['dict', 'dict-biz']) {
      const base = `/blade-system/${kind}`;
      const flat = await dataOf(admin.get(`${base}/dictionary`, { code: 'notice' }));
      const first = flat.find((d: { dictKey: string }) => d.dictKey === '1');
      await dataOf(
        admin.post(`${base}/submit`, { parentId: first.id, code: 'notice', dictKey: '1-1', dictValue: '下级通知', sort: 1, isSealed: 0 }),
      );
      const tree = await dataOf(admin.get(`${base}/dictionary-tree`, { code: 'notice' }));
      expect(tree).toHaveLength(flat.length);
      const node = tree.find((d: { id: string }) => d.id === first.id);
      expect(node).toMatchObject({ hasChildren: true, children: [{ dictKey: '1-1', dictValue: '下级通知', parentId: first.id }] });
    }
  });
});

describe('third-party sign-in', () => {
  it('render sends the browser to the provider, which comes back to the console with a code the social grant accepts', async () => {
    const res = await fetch(`${stack.direct}/blade-auth/oauth/render/gitee`, {
      redirect: 'manual',
      headers: { referer: 'https://console.example.com/login' },
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://console.example.com/login');
    expect(back.searchParams.get('source')).toBe('gitee');
    expect(back.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    const token = await new Client(stack.url).call('POST', '/blade-auth/oauth/token', {
      query: {
        tenantId: '000000',
        grant_type: 'social',
        scope: 'all',
        source: 'gitee',
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
      },
    });
    expect(token.body).toMatchObject({ account: 'manager' });
  });

  it('render and callback need no client header; an unconfigured source is refused; callback answers JustAuth', async () => {
    expect(
      await refusalOf(new Client(stack.url).call('GET', '/blade-auth/oauth/callback/github', { headers: { authorization: '' } })),
    ).toBe('未获取到有效的Auth配置');
    const bare = await fetch(`${stack.url}/blade-auth/oauth/callback/gitee?code=abc&state=s1`);
    expect(bare.status).toBe(200);
    expect(await bare.json()).toMatchObject({ code: 2000, data: { uuid: 'abc', source: 'GITEE' } });
    expect(await (await fetch(`${stack.url}/blade-auth/oauth/callback/gitee`)).json()).toMatchObject({ code: 5008 });
    expect((await fetch(`${stack.direct}/blade-auth/oauth/render/github`, { redirect: 'manual' })).status).toBe(400);
  });
});

describe('routes BladeX does not have', () => {
  it("the console's error log goes to the sandbox's own collector (outside the BladeX API, with or without /api)", async () => {
    const entry = { type: 'error', url: '/wel/index', message: 'x is undefined', stack: '', info: '', time: '2026-11-20 09:30:00' };
    for (const path of ['/__sandbox/error-log', '/api/__sandbox/error-log']) {
      const res = await fetch(`${stack.direct}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([entry]),
      });
      expect(await res.json()).toEqual({ ok: true, received: 1 });
    }
    expect(await (await fetch(`${stack.direct}/__sandbox/error-log`)).json()).toEqual(expect.arrayContaining([entry]));
    expect(
      (
        await fetch(`${stack.direct}/__sandbox/error-log`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"not":"a list"}',
        })
      ).status,
    ).toBe(400);
  });

  it('blade-log/error/upload is not served', async () => {
    const a = await fetch(`${stack.direct}/blade-log/error/upload`, {
      method: 'POST',
      headers: { authorization: BASIC, 'blade-auth': `bearer ${admin.token}`, 'content-type': 'application/json' },
      body: '[]',
    });
    expect(a.status).toBe(404);
  });
});
