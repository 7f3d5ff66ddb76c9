// Every operation of the bundled contract, sent through `prism proxy --errors` to the sandbox:
// any request or answer the contract does not allow fails the sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Stack } from './helpers.ts';
import { planRequest, prismCannotValidate } from './requests.ts';

let stack: Stack;
let admin: Client;

beforeAll(async () => {
  stack = await startStack({ prism: true });
  admin = new Client(stack.url);
  expect((await admin.signIn('000000', 'admin', 'admin')).status).toBe(200);
});
afterAll(() => stack?.stop());

/** Removes, sign-outs and token grants last, so the other calls find their records and token. */
const rank = (key: string, role?: string) =>
  role === 'remove' || /logout|remove|delete|unbind/i.test(key) ? 2 : /oauth\/token/.test(key) ? 3 : 0;

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

describe('contract sweep', () => {
  it('answers every operation within the contract, through Prism', async () => {
    const ops = [...stack.sandbox.state.contract.operations].sort((a, b) => rank(a.key, a.xb?.role) - rank(b.key, b.xb?.role));
    const violations: string[] = [];
    const unexpected: string[] = [];
    const refused: string[] = [];
    const statuses: Record<number, number> = {};
    for (const group of [0, 2, 3]) {
      await pool(
        ops.filter((o) => rank(o.key, o.xb?.role) === group),
        6,
        async (op) => {
          const plan = planRequest(stack.sandbox, op);
          const client = new Client(prismCannotValidate(stack.sandbox, op) ? stack.direct : stack.url);
          client.token =
            op.key === 'GET /blade-auth/oauth/logout'
              ? (await new Client(stack.url).signIn('000000', 'admin', 'admin')).body.access_token
              : admin.token;
          if (op.key === 'POST /blade-auth/oauth/token')
            Object.assign(plan.query, {
              tenantId: '000000',
              username: 'hr',
              password: '5f1d7a84db00d2fce00b31a7fc73224f',
              grant_type: 'password',
              scope: 'all',
              type: 'account',
            });
          if (op.key === 'POST /blade-auth/oauth/token/refresh')
            plan.query.refreshToken = (await new Client(stack.url).signIn('000000', 'boss', 'boss')).body.refresh_token;
          const a = await client.call(plan.method, plan.path, { query: plan.query, body: plan.body, raw: plan.raw, headers: plan.headers });
          statuses[a.status] = (statuses[a.status] ?? 0) + 1;
          if (isViolation(a)) violations.push(`${op.key} -> ${a.status} ${a.text.slice(0, 400)}`);
          // A refusal is R (success false), or Spring OAuth2's {error, error_description} for a grant.
          const isRefusal = a.status === 400 && (a.body?.success === false || typeof a.body?.error === 'string');
          if (a.status === 400) refused.push(`${op.key}: ${a.body?.msg ?? a.body?.error_description}`);
          if (a.status !== 200 && !isRefusal) unexpected.push(`${op.key} -> ${a.status} ${a.text.slice(0, 200)}`);
        },
      );
    }
    console.log(
      `sweep: ${ops.length} operations, statuses ${JSON.stringify(statuses)}\nrefused (valid 400 R):\n  ${refused.sort().join('\n  ')}`,
    );
    expect(violations).toEqual([]);
    expect(unexpected).toEqual([]);
  }, 170_000);
});
