import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import type { Sandbox } from './servers.ts';
import { shownToast } from './toasts.ts';

/** A record as the wire gives it: an id and whatever else its resource has. */
export type Row = { id: string; [prop: string]: unknown };
/** A page of records (BladeX's IPage). */
export type Paged<T = Row> = { records: T[]; total: number };
type Query = Record<string, string | number | boolean | null>;
/** URLSearchParams of a query whose numbers and booleans are written as text (as URLSearchParams would). */
const searchParams = (query: Query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
type Account = { tenant?: string; user?: string; password?: string };

/** Signs in through the form (reading the captcha's code from the sandbox). */
export async function signIn(
  page: Page,
  { base, sandbox }: { base: string; sandbox: Sandbox },
  {
    tenant = '000000',
    user = 'admin',
    password = user,
    to = '/login',
    expectUrl = '**/wel/index',
  }: Account & { to?: string; expectUrl?: string | null } = {},
) {
  const key = await shownCaptchaKey(page, () => page.goto(base + to));
  const code = await sandbox.captcha(key);
  await fillLogin(page, { tenant, user, password, code });
  await page.keyboard.press('Enter');
  if (expectUrl) await page.waitForURL(expectUrl, { timeout: 15000 });
}

/** Home, for a test that starts signed in (`signedIn`): where a sign-in through the form lands. */
export async function openHome(page: Page, base: string) {
  await page.goto(base + '/wel/index');
  await page.getByTestId('home-page').waitFor();
}

/**
 * The key of the captcha the login form shows once `navigate` is done. Every captcha answer is
 * read as it arrives and the key taken from the one whose image the form shows: on a page already
 * at /login, the old page's answer can arrive after the navigation started, and its body is gone
 * once the page has moved on, so "the next captcha answer" is not always the form's.
 */
export async function shownCaptchaKey(page: Page, navigate: () => Promise<unknown>): Promise<string> {
  const answers: Promise<{ key: string; image: string } | undefined>[] = [];
  const onResponse = (r: Response) => {
    if (r.url().includes('/oauth/captcha')) answers.push(r.json().catch(() => undefined));
  };
  page.on('response', onResponse);
  try {
    await navigate();
    const image = page.locator('.lg-captcha img');
    await image.waitFor();
    const shown = await image.getAttribute('src');
    for (let tries = 0; tries < 100; tries++) {
      const read = await Promise.all(answers);
      const match = read.find((a) => a?.image === shown);
      if (match) return match.key;
      await page.waitForTimeout(100);
    }
    throw new Error(`no captcha answer matches the image the form shows (${answers.length} answers read)`);
  } finally {
    page.off('response', onResponse);
  }
}

export async function fillLogin(
  page: Page,
  { tenant, user, password, code }: { tenant: string; user: string; password: string; code: string },
) {
  const tenantField = page.getByLabel('租户编号');
  if (await tenantField.isVisible()) await tenantField.fill(tenant);
  await page.getByLabel('账号').fill(user);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(code);
}

export const tabs = (page: Page) => page.locator('[data-tab]');
export async function tabValues(page: Page) {
  return page.locator('[data-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab') ?? ''));
}

/** Opens a menu leaf through the sidebar: area, then item. */
export async function openMenu(page: Page, area: string, item: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const leaf = nav.getByRole('link', { name: item, exact: true });
  if (!(await leaf.isVisible())) await nav.getByRole('button', { name: area }).click();
  await leaf.click();
}

export async function confirmDialog(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
}

/** A toast whose title (or description) is exactly `text` (toasts.ts: seen even if already gone). */
export async function toast(page: Page, text: string) {
  await shownToast(page, text, { exact: true });
}

export { assert };

/** The sandbox's API signed in as a user: set-up and clean-up a test does not need a screen for. */
export async function sandboxApi(sandbox: Sandbox, { tenant = '000000', user = 'admin', password = user }: Account = {}) {
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
  const captcha: { key: string } = await (
    await fetch(`${sandbox.url}/blade-auth/oauth/captcha`, { headers: { Authorization: basic } })
  ).json();
  const query = new URLSearchParams({
    tenantId: tenant,
    username: user,
    password: createHash('md5').update(password).digest('hex'),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  });
  const headers = {
    Authorization: basic,
    'Tenant-Id': tenant,
    'Captcha-Key': captcha.key,
    'Captcha-Code': await sandbox.captcha(captcha.key),
  };
  const token: { access_token?: string } = await (
    await fetch(`${sandbox.url}/blade-auth/oauth/token?${query}`, { method: 'POST', headers })
  ).json();
  assert.ok(token.access_token, `sign-in of ${tenant}/${user} failed: ${JSON.stringify(token)}`);
  const auth = { Authorization: basic, 'Blade-Auth': `bearer ${token.access_token}` };
  // The caller names the shape it expects of the answer's data: the wire's JSON is not checked here.
  const call = async <T>(method: string, path: string, { query, body }: { query?: Query; body?: unknown } = {}): Promise<T> => {
    const res = await fetch(`${sandbox.url}${path}${query ? `?${searchParams(query)}` : ''}`, {
      method,
      headers: body === undefined ? auth : { ...auth, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: { code: number; data: unknown } = await res.json();
    assert.equal(json.code, 200, `${method} ${path}: ${JSON.stringify(json)}`);
    return json.data as T;
  };
  return {
    get: <T = unknown>(path: string, query?: Query) => call<T>('GET', path, { query }),
    post: <T = unknown>(path: string, body?: unknown, query?: Query) => call<T>('POST', path, { body, query }),
  };
}

/** A node of a menu tree (menu/routes, menu/buttons, role/list answer such trees). */
export type MenuNode = Row & { code: string; name: string; path: string; children?: MenuNode[] };

/** A sandboxApi session: GET and POST as its user. */
export type SandboxApi = Awaited<ReturnType<typeof sandboxApi>>;

/** The parts of a zip by name (DEFLATE parts inflated), and whether each was compressed. */
export function unzip(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map();
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const start = at + 30 + nameLength + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + size);
    out.set(new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength)), {
      method,
      text: new TextDecoder().decode(method === 8 ? inflateRawSync(data) : data),
    });
    at = start + size;
  }
  return out;
}
