// The sandbox's own permission rules are contract facts (the catalog's `access`, read through the
// contract's one reader): the same sandbox, given a bundle with one fact more or less, refuses or
// allows the call, and seeds the roles' buttons by it. With the committed contract finance
// collects and does not remove money orders, and hr writes no param (permissions.test.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundleJson } from '../../scripts/lib/bundle.mjs';
import { indexContract } from '../src/contract.ts';
import type { Schema } from '../src/schema.ts';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

type Row = Record<string, any>;

/** The committed bundle with: collect kept for administrators, remove open to anyone, param's writes no longer the administrators'. */
function editedBundle(): Schema {
  const doc = JSON.parse(readFileSync(ensureBundleJson(), 'utf8'));
  doc.paths['/eim-money/moneycollectorder/collect'].post['x-blade-access'] = 'tenantAdmin';
  doc.paths['/eim-money/moneycollectorder/remove'].post['x-blade-access'] = 'self';
  for (const item of Object.values<Row>(doc.paths))
    for (const op of Object.values<Row>(item))
      if (op?.['x-blade-resource']?.resource === 'blade-system/param') delete op['x-blade-resource'].access;
  return doc;
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ prism: true, contract: indexContract(editedBundle()) });
});
afterAll(() => stack?.stop());

const conforming = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};
const allowed = (a: Answer) => {
  expect(conforming(a).status, a.text.slice(0, 300)).toBe(200);
  return a.body.data;
};
const refused = (a: Answer, what: string) =>
  expect({ status: conforming(a).status, msg: a.body?.msg }).toEqual({ status: 403, msg: `缺失权限: ${what}` });
async function as(tenant: string, account: string): Promise<Client> {
  const c = new Client(stack.url);
  expect((await c.signIn(tenant, account, account)).body.access_token).toBeTruthy();
  return c;
}
const orders = async (c: Client): Promise<Row[]> =>
  allowed(await c.get('/eim-money/moneycollectorder/page', { current: 1, size: 500 })).records;

describe('a permission fact of the contract', () => {
  it("an operation's access: tenantAdmin refuses finance the collection its button allowed; the tenant's administrator collects", async () => {
    const finance = await as('100001', 'finance');
    const open = (await orders(finance)).filter((o) => Number(o.status) === 1);
    refused(await finance.post('/eim-money/moneycollectorder/collect', undefined, { id: open[0].id }), '管理员');
    const admin = await as('100001', 'admin');
    allowed(await admin.post('/eim-money/moneycollectorder/collect', undefined, { id: open[1].id }));
  });

  it("an operation's access: self lets finance remove a money order with no moneycollectorder_delete", async () => {
    const finance = await as('100001', 'finance');
    const order = (await orders(finance))[0];
    allowed(await finance.post('/eim-money/moneycollectorder/remove', undefined, { ids: order.id }));
    expect((await orders(finance)).map((o) => o.id)).not.toContain(order.id);
  });

  it("without param's access: tenantAdmin, hr is given param's buttons and writes a param", async () => {
    const hr = await as('000000', 'hr');
    const buttons = JSON.stringify(allowed(await hr.get('/blade-system/menu/buttons')));
    expect(buttons).toContain('"param_add"');
    allowed(await hr.post('/blade-system/param/submit', { paramName: '临时参数', paramKey: 'temp.key', paramValue: '1' }));
  });
});
