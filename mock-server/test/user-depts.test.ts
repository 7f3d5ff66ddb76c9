// The user list by department, as BladeX's UserController.page answers it through `prism proxy
// --errors`: deptId lists the users of that department and of every department below it (the
// department's descendants name it among their ancestors), a user of several departments under
// each of them, and only the caller's tenant's users.
import { describe, expect, it } from 'vitest';
import { dataOf, twoTenantAdmins, type Client } from './helpers.ts';

const env = twoTenantAdmins();
type Row = Record<string, unknown>;

const users = async (c: Client, query: Record<string, unknown> = {}) =>
  (await dataOf(c.get('/blade-user/page', { current: 1, size: 100, ...query }))) as { records: Row[]; total: number };
const accounts = async (c: Client, query: Record<string, unknown>) => (await users(c, query)).records.map((u) => u.account).sort();
const deptId = async (c: Client, name: string) =>
  String(((await dataOf(c.get('/blade-system/dept/list', { deptName: name }))) as Row[]).find((d) => d.deptName === name)!.id);

describe('blade-user/page by department', () => {
  it('lists the users of a department and of the departments below it, a user of two under each', async () => {
    const { admin } = env;
    const [root, rd, hr] = await Promise.all([deptId(admin, '大鲨智造'), deptId(admin, '研发部'), deptId(admin, '人事部')]);
    // A team two levels down (大鲨智造 > 研发部 > 前端组) and someone in it and in 人事部 as well.
    const team = await dataOf(
      admin.post('/blade-system/dept/submit', { deptName: '前端组', fullName: '前端组', parentId: rd, sort: 1, deptCategory: 3 }),
    );
    const role = String((await users(admin, { account: 'manager' })).records[0]!.roleId);
    await dataOf(
      admin.post('/blade-user/submit', {
        account: 'frontend1',
        name: '前端',
        realName: '前端',
        password: 'frontend1',
        userType: 1,
        roleId: role,
        deptId: `${team.id},${hr}`,
      }),
    );

    const underRd = await accounts(admin, { deptId: rd });
    expect(underRd).toEqual(expect.arrayContaining(['frontend1', 'manager']));
    expect(underRd).not.toContain('hr');
    expect(await accounts(admin, { deptId: team.id })).toEqual(['frontend1']);
    expect(await accounts(admin, { deptId: hr })).toEqual(expect.arrayContaining(['frontend1', 'hr']));
    // The top department holds everyone of the tenant; the other filters still apply beside it.
    const all = await users(admin);
    const underRoot = await users(admin, { deptId: root });
    expect(underRoot.total).toBe(all.total);
    expect(underRoot.records.map((u) => u.account)).toEqual(expect.arrayContaining(['admin', 'hr', 'manager', 'frontend1']));
    expect(await accounts(admin, { deptId: rd, account: 'manager' })).toEqual(['manager']);
    expect(await accounts(admin, { deptId: rd, account: 'hr' })).toEqual([]);
  });

  it("finds no one under another tenant's department", async () => {
    const { admin, other } = env;
    const otherRoot = await deptId(other, '深圳大鲨智能设备');
    const ownRoot = await deptId(admin, '大鲨智造');
    expect((await users(other, { deptId: otherRoot })).total).toBeGreaterThan(0);
    expect(await users(admin, { deptId: otherRoot })).toMatchObject({ records: [], total: 0 });
    expect(await users(other, { deptId: ownRoot })).toMatchObject({ records: [], total: 0 });
  });
});
