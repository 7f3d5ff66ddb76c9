import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps, type RemoteOptions, type Row, type TreeSource } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { required } from '@/resources/rules';
import { choices } from '@/resources/texts';
import { blade } from '@/lib/blade';
import { api, optional } from '@/lib/api';
import { toIdList } from '@/resources/options';

const userIds = (rows: Row[]) => rows.map((r) => String(r.id)).join(',');
const roleTree: TreeSource = { url: '/blade-system/role/tree' };
const deptTree: TreeSource = { url: '/blade-system/dept/tree' };
/** The tenant's roles by name (role/selectRoleList): the user form's 所属角色, typed to filter. */
const roles: RemoteOptions = { url: '/blade-system/role/selectRoleList', labelKey: 'roleName', valueKey: 'id' };
/** The tenant's posts (BladeX's post/select: the user form's 所属岗位). */
const posts: RemoteOptions = { url: '/blade-system/post/select', labelKey: 'postName', valueKey: 'id' };
/** Every brand of the tenant (MyBatis-Plus's current=-1, size=-1: no paging), for the brand grant. */
const brands: RemoteOptions = {
  url: '/red-sale/saledevicebrand/listing',
  query: { current: -1, size: -1 },
  labelKey: 'barndName',
  valueKey: 'id',
};
const platforms = opts({ '1': 'WEB', '2': 'APP', '3': 'OTHER' });
/** The picked platform as the contract's code (the form requires one of the three). */
const platformOf = (v: unknown) => ([1, 2, 3] as const).find((code) => String(code) === String(v)) ?? 1;

/** The 平台配置 dialog opens with the platform and the userExt saved for it (platform-detail), as the stock page's beforeOpen. */
async function platformForm(row: Row | undefined): Promise<Row> {
  const detail = await blade.call(api.GET('/blade-user/platform-detail', { params: { query: { id: String(row?.id) } } }));
  return { userType: String(detail?.userType ?? row?.userType ?? '1'), userExt: String(detail?.userExt ?? '') };
}

/** Users live at the root of blade-user (/blade-user/page, /detail, /submit, /remove): the contract's blade-user/user. */
export const user = defineMenuResource({
  texts: 'system:user',
  path: '/blade-user/user',
  entity: 'User',
  api: {
    afterDetail: (r) => ({
      ...r,
      roleId: toIdList(r.roleId).join(','),
      deptId: toIdList(r.deptId),
      postId: toIdList(r.postId).join(','),
      password: undefined,
    }),
    beforeSubmit: (v) => ({ ...v, roleId: toIdList(v.roleId).join(','), deptId: toIdList(v.deptId).join(',') }),
  },
  // Stock Saber's department tree beside the list: a department lists its users and those of the departments below it.
  sideTree: { source: deptTree, param: 'deptId', label: 'system:user.deptTree' },
  // The view's tab of the brands the user sees (owned, granted by 品牌授权; every one for an administrator).
  sublists: [
    {
      url: '/red-sale/saledevicebrand/selectBrandListByUserId',
      param: 'userId',
      texts: 'system:user.brands',
      columns: [col('barndName'), col('sort', { type: 'number' }), col('remark')],
      paged: true,
    },
  ],
  overlay: {
    account: { disabled: { edit: true } },
    password: { type: 'password', display: { edit: false, view: false } },
    userType: { options: platforms, defaultValue: '1' },
    roleId: { type: 'select', multiple: true, remote: roles },
    deptId: { type: 'tree', multiple: true, tree: deptTree },
    postId: { type: 'select', multiple: true, remote: posts },
    sex: { type: 'select', options: choices('system:user.options.sex', ['1', '2']) },
    avatar: { type: 'upload', upload: { accept: ['image/jpeg', 'image/png'], maxKb: 500 } },
  },
  // BladeX keeps no password it could show: asked of a new user only.
  form: (mode) => required(...(mode === 'add' ? (['password'] as const) : [])),
  capabilities: allCaps,
  menuWidth: 280,
  actions: [
    {
      name: 'role',
      scope: 'toolbar',
      label: 'system:user.actions.role',
      permission: 'user_role',
      operation: 'POST /blade-user/grant',
      needsSelection: true,
      form: {
        width: 500,
        columns: [col('roleIds', { type: 'tree', multiple: true, tree: roleTree })],
        rules: required('roleIds'),
        initial: ({ rows }) => ({ roleIds: rows.length === 1 ? toIdList(rows[0]!.roleId) : [] }),
      },
      run: ({ rows, values }) =>
        blade.call(
          api.POST('/blade-user/grant', { params: { query: { userIds: userIds(rows), roleIds: toIdList(values?.roleIds).join(',') } } }),
        ),
    },
    {
      name: 'reset',
      scope: 'toolbar',
      label: 'system:user.actions.reset',
      permission: 'user_reset',
      operation: 'POST /blade-user/reset-password',
      needsSelection: true,
      confirm: 'system:user.confirms.reset',
      run: ({ rows }) => blade.call(api.POST('/blade-user/reset-password', { params: { query: { userIds: userIds(rows) } } })),
    },
    {
      name: 'unlock',
      scope: 'toolbar',
      label: 'system:user.actions.unlock',
      permission: 'user_unlock',
      needsSelection: true,
      confirm: 'system:user.confirms.unlock',
      run: ({ rows }) => blade.call(api.POST('/blade-user/unlock', { params: { query: { userIds: userIds(rows) } } })),
    },
    {
      // Grants brands to the selected users: the brand switcher of each then offers them.
      name: 'brand',
      scope: 'toolbar',
      label: 'system:user.actions.brand',
      permission: 'user_brand',
      needsSelection: true,
      form: {
        width: 500,
        columns: [col('brandIds', { type: 'select', multiple: true, remote: brands })],
        rules: required('brandIds'),
        initial: () => ({ brandIds: '' }),
      },
      run: ({ rows, values }) =>
        blade.call(
          api.POST('/blade-user/batchSaveUserBrandRecord', {
            body: { userIds: userIds(rows), brandIds: toIdList(values?.brandIds).join(',') },
          }),
        ),
    },
    {
      name: 'platform',
      scope: 'row',
      label: 'system:user.actions.platform',
      permission: 'user_platform',
      operation: 'GET /blade-user/platform-detail',
      form: {
        width: 500,
        columns: [col('userType', { options: platforms }), col('userExt', { type: 'textarea' })],
        rules: required('userType'),
        initial: ({ row }) => platformForm(row),
      },
      run: ({ row, values }) =>
        blade.call(
          api.POST('/blade-user/update-platform', {
            params: { query: { userId: String(row?.id), userType: platformOf(values?.userType), userExt: optional(values?.userExt) } },
          }),
        ),
    },
  ],
});
