// The console's header sort as the sandbox answers it, through `prism proxy --errors`:
// BladeX's ascs/descs with snake_case columns order the whole list before paging, and a list
// sorted in another tenant still holds only that tenant's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  expect(a.status).toBe(200);
  return a;
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
});
afterAll(() => stack?.stop());

const signedIn = async (tenant: string) => {
  const c = new Client(stack.url);
  ok(await c.signIn(tenant, 'admin', 'admin'));
  return c;
};
const zh = new Intl.Collator('zh');

describe('sorted lists', () => {
  it('orders by descs before paging: page 2 continues page 1', async () => {
    const c = await signedIn('000000');
    const page = async (current: number) =>
      ok(await c.get('/blade-system/param/list', { descs: 'param_key', size: 5, current })).body.data.records as { paramKey: string }[];
    const keys = [...(await page(1)), ...(await page(2))].map((r) => r.paramKey);
    expect(keys).toHaveLength(10);
    expect(keys).toEqual([...keys].sort(zh.compare).reverse());
    const asc = (
      ok(await c.get('/blade-system/param/list', { ascs: 'param_key', size: 5 })).body.data.records as { paramKey: string }[]
    ).map((r) => r.paramKey);
    expect(asc).toEqual([...asc].sort(zh.compare));
    expect(asc[0]).not.toBe(keys[0]);
  });

  it("sorts another tenant's list within that tenant only", async () => {
    type Param = { id: string; paramKey: string };
    const list = async (tenant: string) =>
      ok(await (await signedIn(tenant)).get('/blade-system/param/list', { ascs: 'param_key', size: 100 })).body.data.records as Param[];
    const records = await list('100001');
    expect(records.length).toBeGreaterThan(1);
    // BladeX's Param carries no tenantId: the platform tenant's records are simply not among them.
    const platform = new Set((await list('000000')).map((r) => r.id));
    expect(records.filter((r) => platform.has(r.id))).toEqual([]);
    const keys = records.map((r) => r.paramKey);
    expect(keys).toEqual([...keys].sort(zh.compare));
  });

  it('sorts the dictionary parents, whose list declares ascs/descs too', async () => {
    const c = await signedIn('000000');
    const codes = (
      ok(await c.get('/blade-system/dict/parent-list', { descs: 'code', size: 100 })).body.data.records as { code: string }[]
    ).map((r) => r.code);
    expect(codes.length).toBeGreaterThan(1);
    expect(codes).toEqual([...codes].sort(zh.compare).reverse());
  });
});
