// Test helpers: the sandbox in-process, optionally behind `prism proxy --errors` (one per worker,
// prism-per-worker.ts), and a small BladeX client (Basic client header, md5 passwords, Blade-Auth).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { buildSandbox, type Sandbox } from '../src/app.ts';
import type { SandboxOptions } from '../src/state.ts';

type Body = NonNullable<RequestInit['body']>;

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export interface Stack {
  sandbox: Sandbox;
  direct: string;
  /** Prism's validating proxy in front of the sandbox (or the sandbox itself without Prism). */
  url: string;
  stop(): Promise<void>;
}

/** One stack behind Prism for a test file, reseeded before each test (its fields are set once it has started). */
export function stackReseededPerTest(): Stack {
  const stack = {} as Stack;
  beforeAll(async () => void Object.assign(stack, await startStack({ prism: true })), 120000);
  beforeEach(async () => void (await fetch(`${stack.direct}/__sandbox/reset`, { method: 'POST' })));
  afterAll(() => stack.stop?.());
  return stack;
}

/** Behind Prism for the file's tests: the administrators of tenants 000000 (`admin`) and 100001 (`other`), signed in. */
export function twoTenantAdmins(): { stack: Stack; admin: Client; other: Client } {
  const env = {} as { stack: Stack; admin: Client; other: Client };
  beforeAll(async () => {
    env.stack = await startStack({ prism: true });
    env.admin = new Client(env.stack.url);
    env.other = new Client(env.stack.url);
    await env.admin.signIn('000000', 'admin', 'admin');
    await env.other.signIn('100001', 'admin', 'admin');
  });
  afterAll(() => env.stack?.stop());
  return env;
}

/**
 * A sandbox on a free port, or, with `prism`, behind this worker's Prism (prism-per-worker.ts): the
 * sandbox listens on the port that Prism forwards to, so a worker has one such stack at a time.
 */
export async function startStack(options: SandboxOptions & { prism?: boolean } = {}): Promise<Stack> {
  const sandbox = await buildSandbox(options);
  const prism = options.prism ? inject('prisms')[process.env.VITEST_POOL_ID ?? '1'] : undefined;
  if (options.prism && !prism)
    throw new Error(`no Prism for worker ${process.env.VITEST_POOL_ID}: raise WORKERS in prism-per-worker.ts to the config's maxWorkers`);
  const direct = await sandbox.listen(prism?.upstreamPort ?? 0);
  return { sandbox, direct, url: prism?.url ?? direct, stop: () => sandbox.close() };
}

export interface Answer {
  status: number;
  body: any;
  text: string;
  type: string;
  /** The body's bytes (a zip, a spreadsheet). */
  bytes: Buffer;
}

export class Client {
  token?: string;
  refreshToken?: string;
  constructor(readonly base: string) {}

  async call(
    method: string,
    path: string,
    opts: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string>; raw?: Body } = {},
  ): Promise<Answer> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const headers: Record<string, string> = {
      authorization: BASIC,
      ...(this.token ? { 'blade-auth': `bearer ${this.token}` } : {}),
      ...opts.headers,
    };
    let body: Body | undefined = opts.raw;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${this.base}${path}${qs.size ? `?${qs}` : ''}`, { method, headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, type: res.headers.get('content-type') ?? '', bytes };
  }

  get = (path: string, query?: Record<string, unknown>) => this.call('GET', path, { query });
  post = (path: string, body?: unknown, query?: Record<string, unknown>) => this.call('POST', path, { body, query });

  /** Password grant; keeps the token on success. */
  async signIn(
    tenantId: string,
    username: string,
    password: string,
    headers: Record<string, string> = {},
    grant = 'password',
  ): Promise<Answer> {
    const a = await this.call('POST', '/blade-auth/oauth/token', {
      query: { tenantId, username, password: md5(password), grant_type: grant, scope: 'all', type: 'account' },
      headers: { 'tenant-id': tenantId, ...headers },
    });
    if (a.body?.access_token) {
      this.token = a.body.access_token;
      this.refreshToken = a.body.refresh_token;
    }
    return a;
  }
}

/** Whether an answer is Prism's report of a contract violation (request or response). */
export const isViolation = (a: Answer) => a.type.includes('problem+json') || a.status === 422;

/** An answer Prism found no contract violation in (the test fails with its text otherwise). */
export function conforming(a: Answer): Answer {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
}

/** The R data of a call that must succeed (200) within the contract. */
export async function dataOf(call: Promise<Answer>) {
  const a = conforming(await call);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a.body.data;
}

/** The message of a call the sandbox must refuse (400) within the contract. */
export async function refusalOf(call: Promise<Answer>): Promise<string> {
  const a = conforming(await call);
  expect(a.status, a.text.slice(0, 300)).toBe(400);
  return a.body.msg as string;
}
