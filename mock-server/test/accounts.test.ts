// Account numbers (POST accountnumber/check), through `prism proxy --errors`: a name is
// free when no account of the caller's tenant has it; a save refuses a taken name (账号已存在), an
// edit keeping its own name passes; another tenant's accounts neither block nor show.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const ACC = '/eim-user/accountnumber';
const all = async (client: typeof env.admin) =>
  (await dataOf(client.get(`${ACC}/page`, { current: 1, size: 500 }))).records as { id: string; account: string }[];
const check = async (client: typeof env.admin, account: string) => await dataOf(client.post(`${ACC}/check`, undefined, { account }));

describe('account numbers', () => {
  it("seeds names unique within each tenant, and checks a name against the caller's tenant only", async () => {
    const [mine, theirs] = [await all(env.admin), await all(env.other)];
    expect(new Set(mine.map((a) => a.account)).size).toBe(mine.length);
    expect(await check(env.admin, mine[0]!.account)).toBe(false);
    expect(await check(env.admin, 'ACC-T-FREE')).toBe(true);
    // Another tenant's name is free here: its accounts are not this tenant's to block, nor to reveal.
    const foreign = theirs.map((a) => a.account).find((n) => !mine.some((m) => m.account === n));
    if (foreign) expect(await check(env.admin, foreign)).toBe(true);
  });

  it('refuses saving a taken name, new or edited, and lets an edit keep its own', async () => {
    const [first, second] = await all(env.admin);
    expect(await refusalOf(env.admin.post(`${ACC}/submit`, { account: first!.account, realName: '重名' }))).toBe('账号已存在');
    expect(await refusalOf(env.admin.post(`${ACC}/update`, { ...second, account: first!.account }))).toBe('账号已存在');
    await dataOf(env.admin.post(`${ACC}/update`, { ...first, realName: '改名不改账号' }));
    await dataOf(env.admin.post(`${ACC}/submit`, { account: 'ACC-T-NEW', realName: '新账号' }));
    expect(await check(env.admin, 'ACC-T-NEW')).toBe(false);
    expect(await check(env.other, 'ACC-T-NEW')).toBe(true);
  });
});
