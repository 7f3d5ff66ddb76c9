// The security rules, through `prism proxy --errors`: a write naming another tenant's
// record neither creates nor overwrites it, signing out revokes the refresh token too, and an
// uploaded file is served so that it never runs as a page of the sandbox's origin.
import { describe, expect, it } from 'vitest';
import { Client, isViolation, type Answer, stackReseededPerTest } from './helpers.ts';

const stack = stackReseededPerTest();
type Row = Record<string, any>;
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};
const NOT_VISIBLE = { code: 400, success: false, msg: '数据不存在或无权访问' };
async function as(tenant: string, account: string): Promise<Client> {
  const c = new Client(stack.url);
  expect((await c.signIn(tenant, account, account)).body.access_token).toBeTruthy();
  return c;
}
const records = async (c: Client, path: string, query: Row = {}): Promise<Row[]> =>
  ok(await c.get(path, { current: 1, size: 500, ...query })).body.data.records;

describe("writes stay in the caller's tenant", () => {
  it("a 100001 administrator submitting a notice with a 000000 notice's id neither overwrites it nor creates a copy", async () => {
    const platform = await as('000000', 'admin');
    const theirs = (await records(platform, '/blade-desk/notice/list'))[0];
    const admin = await as('100001', 'admin');
    const before = await records(admin, '/blade-desk/notice/list');
    const a = ok(
      await admin.post('/blade-desk/notice/submit', {
        id: theirs.id,
        title: '篡改',
        category: 1,
        releaseTime: '2026-11-20 09:00:00',
        content: '篡改',
      }),
    );
    expect({ status: a.status, body: a.body }).toEqual({ status: 400, body: NOT_VISIBLE });
    expect((await records(platform, '/blade-desk/notice/list')).find((n) => n.id === theirs.id)).toMatchObject({
      title: theirs.title,
      content: theirs.content,
    });
    expect(await records(admin, '/blade-desk/notice/list')).toHaveLength(before.length);
    // its own records and new ones are written as before
    ok(await admin.post('/blade-desk/notice/submit', { ...before[0], title: '已更新' }));
    expect((await records(admin, '/blade-desk/notice/list')).find((n) => n.id === before[0].id)!.title).toBe('已更新');
    expect(
      ok(
        await admin.post('/blade-desk/notice/submit', {
          title: '新通知',
          category: 1,
          releaseTime: '2026-11-20 09:00:00',
          content: '内容',
        }),
      ).status,
    ).toBe(200);
  });

  it("an update naming another tenant's record is refused the same way", async () => {
    const platform = await as('000000', 'admin');
    const theirs = (await records(platform, '/eim-repair/repairorder/page'))[0];
    const admin = await as('100001', 'admin');
    const a = ok(await admin.post('/eim-repair/repairorder/update', { ...theirs, remark: '篡改' }));
    expect({ status: a.status, body: a.body }).toEqual({ status: 400, body: NOT_VISIBLE });
    expect((await records(platform, '/eim-repair/repairorder/page')).find((o) => o.id === theirs.id)!.remark).toBe(theirs.remark);
  });

  it("a 100001 administrator cannot reset the password of 000000's administrator", async () => {
    const platform = await as('000000', 'admin');
    const target = (await records(platform, '/blade-user/page', { account: 'admin' }))[0];
    const admin = await as('100001', 'admin');
    const a = ok(await admin.post('/blade-user/reset-password', undefined, { userIds: target.id }));
    expect({ status: a.status, body: a.body }).toEqual({ status: 400, body: NOT_VISIBLE });
    expect((await new Client(stack.url).signIn('000000', 'admin', '123456')).body.access_token).toBeUndefined();
    expect((await new Client(stack.url).signIn('000000', 'admin', 'admin')).body.access_token).toBeTruthy();
  });
});

describe('signing out', () => {
  const refresh = (c: Client, token: string) =>
    c.call('POST', '/blade-auth/oauth/token', {
      query: { tenantId: '000000', refresh_token: token, grant_type: 'refresh_token', scope: 'all' },
    });

  it('revokes the refresh token with the access token: a refresh afterwards is an invalid grant (Spring OAuth2, not R)', async () => {
    const c = await as('000000', 'manager');
    const { refreshToken } = c;
    expect(ok(await c.get('/blade-auth/oauth/logout')).status).toBe(200);
    expect(ok(await c.get('/blade-user/info')).status).toBe(401);
    const a = ok(await refresh(new Client(stack.url), refreshToken!));
    expect({ status: a.status, body: a.body }).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: '令牌已失效,请重新登录' },
    });
  });

  it('after a refresh, signing out with the new token revokes the new refresh token', async () => {
    const c = await as('000000', 'manager');
    const renewed = ok(await refresh(c, c.refreshToken!)).body;
    c.token = renewed.access_token;
    ok(await c.get('/blade-auth/oauth/logout'));
    expect(ok(await refresh(new Client(stack.url), renewed.refresh_token)).status).toBe(400);
    // another sign-in of the same user is not touched
    const other = await as('000000', 'manager');
    expect(ok(await refresh(other, other.refreshToken!)).status).toBe(200);
  });
});

describe('uploaded files', () => {
  // Binary uploads go to the sandbox itself: Prism's proxy re-encodes a multipart body as text.
  async function upload(name: string, type: string, content: string | Uint8Array, base = stack.url): Promise<Response> {
    const c = await as('000000', 'boss');
    const form = new FormData();
    form.append('file', new Blob([content], { type }), name);
    const up = ok(
      await new Client(base).call('POST', '/blade-resource/oss/endpoint/put-file', {
        raw: form,
        headers: { 'blade-auth': `bearer ${c.token}` },
      }),
    );
    expect(up.status).toBe(200);
    return fetch(`${stack.direct}${new URL(up.body.data.link).pathname}`);
  }

  it('an HTML page downloads as an attachment the browser may not sniff', async () => {
    const served = await upload('报价单.html', 'text/html', '<script>alert(document.cookie)</script>');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('报价单.html')}`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toBe('<script>alert(document.cookie)</script>');
  });

  it('an SVG, which may carry script, is an attachment too; a name with quotes stays one header value', async () => {
    const svg = await upload("logo'(1).svg", 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(svg.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''logo%27%281%29.svg");
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a PNG shows inline, as an image', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const served = await upload('头像.png', 'image/png', png, stack.direct);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent('头像.png')}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });
});
