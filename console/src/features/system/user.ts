import { defineResource, allCaps, permissionsOf, type Row } from '@/resources/types';
import { col, opts, readOnly } from '@/resources/columns';
import { choose, enter, formSchema } from '@/resources/rules';
import { http } from '@/resources/data';
import { toIdList } from '@/resources/options';

const userIds = (rows: Row[]) => rows.map((r) => String(r.id)).join(',');
const roleTree = { url: '/blade-system/role/tree' };
const deptTree = { url: '/blade-system/dept/tree' };
const platforms = opts({ '1': 'WEB', '2': 'APP', '3': 'OTHER' });

/** Users live at the root of blade-user (/blade-user/page, /detail, /submit, /remove). */
export const user = defineResource({
  menuPath: '/system/user',
  title: { zh: '用户管理', en: 'Users' },
  path: '/blade-user',
  entity: 'User',
  api: {
    list: 'page',
    afterDetail: (r) => ({ ...r, roleId: toIdList(r.roleId), deptId: toIdList(r.deptId), password: undefined }),
    beforeSubmit: (v) => ({ ...v, roleId: toIdList(v.roleId).join(','), deptId: toIdList(v.deptId).join(',') }),
  },
  columns: [
    col('account', '登录账号', 'Account', { search: true, width: 130, disabled: { edit: true } }),
    col('password', '密码', 'Password', { type: 'password', hide: true, display: { edit: false, view: false } }),
    col('realName', '用户姓名', 'Real name', { search: true, width: 120 }),
    col('name', '用户昵称', 'Nickname', { width: 120 }),
    col('userType', '用户平台', 'Platform', { type: 'select', options: platforms, search: true, width: 100, defaultValue: '1' }),
    col('roleId', '所属角色', 'Roles', { type: 'tree', multiple: true, tree: roleTree, hide: true }),
    col('roleName', '角色名称', 'Role', { width: 140, ...readOnly }),
    col('deptId', '所属部门', 'Departments', { type: 'tree', multiple: true, tree: deptTree, hide: true }),
    col('deptName', '部门名称', 'Department', { width: 140, ...readOnly }),
    col('phone', '手机号码', 'Phone', { width: 130 }),
    col('email', '电子邮箱', 'Email', { width: 180 }),
    col('sex', '性别', 'Sex', { type: 'select', options: opts({ '1': '男', '2': '女' }), width: 80 }),
    col('birthday', '生日', 'Birthday', { type: 'datetime', hide: true }),
    col('code', '用户编号', 'Code', { hide: true }),
    col('avatar', '头像', 'Avatar', { type: 'upload', hide: true, upload: { accept: ['image/jpeg', 'image/png'], maxKb: 500 } }),
  ],
  form: (lang, mode) =>
    formSchema(lang, {
      account: enter('登录账号', 'account'),
      realName: enter('用户姓名', 'real name'),
      userType: choose('用户平台', 'platform'),
      roleId: choose('所属角色', 'roles'),
      deptId: choose('所属部门', 'departments'),
      ...(mode === 'add' ? { password: { zh: '请输入密码', en: 'please enter password' } } : {}),
    }),
  capabilities: allCaps,
  permissions: permissionsOf('user'),
  menuWidth: 280,
  actions: [
    {
      name: 'role', scope: 'toolbar', label: { zh: '角色配置', en: 'Roles' }, permission: 'user_role', needsSelection: true,
      form: {
        width: 500,
        columns: [col('roleIds', '角色', 'Roles', { type: 'tree', multiple: true, tree: roleTree })],
        schema: (lang) => formSchema(lang, { roleIds: choose('角色', 'roles') }),
        initial: ({ rows }) => ({ roleIds: rows.length === 1 ? toIdList(rows[0]!.roleId) : [] }),
      },
      run: ({ rows, values }) => http.post('/blade-user/grant', { query: { userIds: userIds(rows), roleIds: toIdList(values?.roleIds).join(',') } }),
    },
    {
      name: 'reset', scope: 'toolbar', label: { zh: '密码重置', en: 'Reset password' }, permission: 'user_reset', needsSelection: true,
      confirm: { zh: '确定将选择账号密码重置为123456?', en: 'reset the password of the selected accounts to 123456?' },
      run: ({ rows }) => http.post('/blade-user/reset-password', { query: { userIds: userIds(rows) } }),
    },
    {
      name: 'unlock', scope: 'toolbar', label: { zh: '账号解封', en: 'Unlock' }, permission: 'user_unlock', needsSelection: true,
      confirm: { zh: '确定将选择账号解封?', en: 'unlock the selected accounts?' },
      run: ({ rows }) => http.post('/blade-user/unlock', { query: { userIds: userIds(rows) } }),
    },
    {
      name: 'platform', scope: 'row', label: { zh: '平台配置', en: 'Platform' }, permission: 'user_platform',
      form: {
        width: 500,
        columns: [col('userType', '用户平台', 'Platform', { type: 'select', options: platforms }), col('userExt', '平台扩展信息', 'Extension (JSON)', { type: 'textarea' })],
        schema: (lang) => formSchema(lang, { userType: choose('用户平台', 'platform') }),
        initial: ({ row }) => ({ userType: String(row?.userType ?? '1'), userExt: '' }),
      },
      run: ({ row, values }) => http.post('/blade-user/update-platform', { query: { userId: row?.id, userType: values?.userType, userExt: values?.userExt } }),
    },
  ],
});
