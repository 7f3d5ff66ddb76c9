// BladeX writes a Long without ToStringSerializer (Tenant packageId/datasourceId, ApiScope and
// DataScope menuId) as a bare JSON number, 19 digits for a snowflake id. The sandbox writes them so
// (Prism's validating proxy accepts them) and reads one sent as a number without rounding it.
import { describe, expect, it } from 'vitest';
import { Client, conforming, dataOf, stackReseededPerTest } from './helpers.ts';

const stack = stackReseededPerTest();
const BARE = (field: string) => new RegExp(`"${field}":(-?\\d+)[,}]`, 'g');
/** The bare numbers written under `field` in an answer's text. */
const bareNumbers = (text: string, field: string) => [...text.matchAll(BARE(field))].map((m) => m[1]);

async function platform(base: string): Promise<Client> {
  const c = new Client(base);
  await c.signIn('000000', 'admin', 'admin');
  return c;
}

describe('Longs BladeX writes as JSON numbers', () => {
  it("a tenant's packageId and datasourceId are bare 19-digit numbers naming a seeded package and datasource", async () => {
    const direct = await platform(stack.direct);
    const text = (await direct.get('/blade-system/tenant/list', { current: 1, size: 50 })).text;
    const packageIds = bareNumbers(text, 'packageId');
    expect(packageIds.length).toBeGreaterThan(0);
    expect(packageIds.every((id) => id.length === 19)).toBe(true);
    expect(bareNumbers(text, 'datasourceId').every((id) => id.length === 19)).toBe(true);
    const packages = (await dataOf(direct.get('/blade-system/tenant-package/list', { current: 1, size: 500 }))).records.map(
      (p: { id: string }) => p.id,
    );
    expect(packages).toContain(packageIds[0]);
    // Through the validating proxy the same answer is one the contract allows.
    conforming(await (await platform(stack.url)).get('/blade-system/tenant/list', { current: 1, size: 50 }));
  });

  it('a tenant saved with a 19-digit packageId as a bare number reads back with every digit', async () => {
    const direct = await platform(stack.direct);
    const row = (await dataOf(direct.get('/blade-system/tenant/list', { current: 1, size: 1, tenantId: '000000' }))).records[0];
    const packageId = '1999999999999999993'; // rounds to ...99999999999999992000 in a double
    const raw = `{"id":"${row.id}","tenantId":"000000","tenantName":"${row.tenantName}","linkman":"${row.linkman}","packageId":${packageId}}`;
    const saved = await direct.call('POST', '/blade-system/tenant/submit', { raw, headers: { 'content-type': 'application/json' } });
    expect(saved.status, saved.text).toBe(200);
    const text = (await direct.get('/blade-system/tenant/detail', { id: row.id })).text;
    expect(text).toContain(`"packageId":${packageId}`);
  });

  it('api and data scopes write their menuId as a bare number, their own ids as strings', async () => {
    const direct = await platform(stack.direct);
    for (const path of ['/blade-system/api-scope/list', '/blade-system/data-scope/list']) {
      const text = (await direct.get(path, { current: 1, size: 5 })).text;
      const menuIds = bareNumbers(text, 'menuId');
      expect(menuIds.length, path).toBeGreaterThan(0);
      expect(
        menuIds.every((id) => id.length === 19),
        path,
      ).toBe(true);
      expect(text).toMatch(/"id":"\d{19}"/);
      conforming(await (await platform(stack.url)).get(path, { current: 1, size: 5 }));
    }
  });
});
