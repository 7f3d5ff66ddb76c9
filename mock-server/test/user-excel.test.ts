// The stock user page's Excel calls: export-user and export-template (token in the `blade-auth`
// query, an .xlsx answer) and import-user (multipart). Answers in JSON go through `prism proxy
// --errors`; Prism's proxy passes binary bodies on as text, so .xlsx uploads and downloads are
// checked against the sandbox directly.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFirstSheet, writeSheet } from '../src/xlsx.ts';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
let admin: Client;
const HEADER = ['租户编号', '用户平台', '账户', '昵称', '姓名', '邮箱', '手机', '角色名称', '部门名称', '岗位名称', '生日'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A GET of the sandbox itself with the token as the query parameter (what window.open sends). */
async function download(path: string, query: Record<string, string>): Promise<{ res: Response; rows: string[][] }> {
  const res = await fetch(`${stack.direct}${path}?${new URLSearchParams(query)}`);
  const data = Buffer.from(await res.arrayBuffer());
  return { res, rows: res.ok ? readFirstSheet(data) : [] };
}
async function importUsers(rows: string[][], isCovered: number): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([writeSheet('用户数据表', rows)], { type: XLSX }), 'users.xlsx');
  const direct = Object.assign(new Client(stack.direct), { token: admin.token });
  return direct.call('POST', '/blade-user/import-user', { query: { isCovered }, raw: form });
}
const users = async (query: Record<string, unknown>) => {
  const a = await admin.get('/blade-user/page', { current: 1, size: 100, ...query });
  expect(isViolation(a), a.text.slice(0, 400)).toBe(false);
  return a.body.data.records;
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
}, 120000);
beforeEach(async () => {
  await fetch(`${stack.direct}/__sandbox/reset`, { method: 'POST' });
  admin = new Client(stack.url);
  await admin.signIn('000000', 'admin', 'admin');
});
afterAll(() => stack?.stop());

describe('user exports', () => {
  it('export-template answers an .xlsx of the UserExcel header row; export-user the filtered users by name', async () => {
    const template = await download('/blade-user/export-template', { 'blade-auth': `bearer ${admin.token}` });
    expect(template.res.status).toBe(200);
    expect(template.res.headers.get('content-type')).toBe(XLSX);
    expect(decodeURIComponent(template.res.headers.get('content-disposition') ?? '')).toContain('用户数据模板.xlsx');
    expect(template.rows).toEqual([HEADER]);

    const exported = await download('/blade-user/export-user', { 'blade-auth': admin.token!, account: 'hr', realName: '' });
    expect(exported.res.status).toBe(200);
    expect(decodeURIComponent(exported.res.headers.get('content-disposition') ?? '')).toMatch(/用户数据\d{14}\.xlsx/);
    const [header, ...rows] = exported.rows;
    expect(header).toEqual(HEADER);
    expect(rows).toEqual([
      ['000000', 'WEB', 'hr', '人事', '人事', 'hr@dasha-tech.cn', expect.any(String), '人事', '人事部', '', '1990-01-01 00:00:00'],
    ]);
  });

  it('refuses an export without a live token (401 R), through Prism', async () => {
    const anonymous = new Client(stack.url);
    const a = await anonymous.get('/blade-user/export-template', { 'blade-auth': 'bearer expired-token' });
    expect(isViolation(a), a.text.slice(0, 400)).toBe(false);
    expect(a.status).toBe(401);
    expect(a.body).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
  });
});

describe('user import', () => {
  const row = (account: string, realName: string, role = '人事', dept = '人事部') => [
    '000000',
    'APP',
    account,
    realName,
    realName,
    `${account}@dasha-tech.cn`,
    '13800138000',
    role,
    dept,
    '',
    '1992-05-01 00:00:00',
  ];

  it('adds the users of the sheet with their role, department and the initial password', async () => {
    const a = await importUsers([HEADER, row('zhangsan', '张三'), row('lisi', '李四', '经理,老板', '研发部')], 0);
    expect(a.status, a.text).toBe(200);
    expect(a.body).toMatchObject({ code: 200, success: true, data: {} });
    const [zhang] = await users({ account: 'zhangsan' });
    expect(zhang).toMatchObject({ realName: '张三', userType: 2, roleName: '人事', deptName: '人事部', phone: '13800138000' });
    expect((await users({ account: 'lisi' }))[0]).toMatchObject({ roleName: '经理,老板', deptName: '研发部' });
    expect((await new Client(stack.url).signIn('000000', 'zhangsan', '123456')).body.access_token).toBeTruthy();
  });

  it('isCovered 0 refuses an existing account and saves nothing; 1 updates it', async () => {
    const sheet = [HEADER, row('wangwu', '王五'), row('hr', '人事(新)')];
    const refused = await importUsers(sheet, 0);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('当前用户 [hr] 已存在!');
    expect(await users({ account: 'wangwu' })).toEqual([]);
    expect((await importUsers(sheet, 1)).status).toBe(200);
    expect((await users({ account: 'hr' })).find((u: { account: string }) => u.account === 'hr').realName).toBe('人事(新)');
    expect(await users({ account: 'wangwu' })).toHaveLength(1);
  });

  it('names the row of an unknown role or department, and refuses a sheet without 账户', async () => {
    const unknownRole = await importUsers([HEADER, row('zhaoliu', '赵六', '董事长')], 1);
    expect(unknownRole.body.msg).toBe('第2行: 角色 董事长 不存在');
    const unknownDept = await importUsers([HEADER, row('zhaoliu', '赵六', '人事', '法务部')], 1);
    expect(unknownDept.body.msg).toBe('第2行: 部门 法务部 不存在');
    expect((await importUsers([['姓名'], ['赵六']], 1)).body.msg).toBe('Excel 表头须包含 账户');
  });
});
