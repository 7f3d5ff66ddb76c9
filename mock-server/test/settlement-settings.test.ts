// A brand's settlement setting (red-sale salesettlementsetting submit and "detail with
// params"), through `prism proxy --errors`: read by the brand and the settlement cycle together,
// the caller's own only; the brand is required.
import { describe, expect, it } from 'vitest';
import { Client, dataOf, isViolation, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const SETTINGS = '/red-sale/salesettlementsetting';
type Setting = { id: string; brandId: string; settlementCycle: number; settlementDay?: number };

describe('settlement settings', () => {
  it("reads a brand's setting of a cycle by both, telling its cycles apart", async () => {
    await dataOf(env.admin.post('/red-sale/saledevicebrand/submit', { barndName: '测试结算品牌' }));
    const brand = (
      (await dataOf(env.admin.get('/red-sale/saledevicebrand/listing', { current: 1, size: 500 }))).records as {
        id: string;
        barndName: string;
      }[]
    ).find((b) => b.barndName === '测试结算品牌')!;
    await dataOf(env.admin.post(`${SETTINGS}/submit`, { brandId: brand.id, settlementCycle: 1, settlementDay: 5, remark: '测试按周' }));
    await dataOf(env.admin.post(`${SETTINGS}/submit`, { brandId: brand.id, settlementCycle: 2, settlementDay: 28, remark: '测试按月' }));
    const read = async (cycle: number) =>
      (await dataOf(env.admin.get(`${SETTINGS}/detail`, { brandId: brand.id, settlementCycle: String(cycle) }))) as Setting & {
        remark: string;
      };
    expect(await read(1)).toMatchObject({ brandId: brand.id, settlementCycle: 1, settlementDay: 5, remark: '测试按周' });
    expect(await read(2)).toMatchObject({ brandId: brand.id, settlementCycle: 2, settlementDay: 28, remark: '测试按月' });
    // A cycle the brand has no setting of: none.
    expect(await dataOf(env.admin.get(`${SETTINGS}/detail`, { brandId: brand.id, settlementCycle: '3' }))).toEqual({});
  });

  it("never answers another tenant's setting, and asks for the brand", async () => {
    const setting = ((await dataOf(env.admin.get(`${SETTINGS}/list`, { current: 1, size: 1 }))).records as Setting[])[0]!;
    expect(
      await dataOf(env.other.get(`${SETTINGS}/detail`, { brandId: setting.brandId, settlementCycle: String(setting.settlementCycle) })),
    ).toEqual({});
    // The contract requires the brand: Prism refuses the call before it reaches the sandbox, which refuses it too.
    expect(isViolation(await env.admin.get(`${SETTINGS}/detail`, { settlementCycle: '1' }))).toBe(true);
    const direct = new Client(env.stack.direct);
    await direct.signIn('000000', 'admin', 'admin');
    expect(await refusalOf(direct.get(`${SETTINGS}/detail`, { settlementCycle: '1' }))).toMatch(/^缺失必要的请求参数/);
  });
});
