// 权限管理: roles (with the grant dialog's three trees) and the API/data scope screens.
export default {
  role: {
    title: '角色管理',
    fields: {},
    actions: { grant: '权限设置' },
    trees: { menu: '菜单权限', dataScope: '数据权限', apiScope: '接口权限' },
  },
  apiScope: {
    title: '接口权限',
    fields: {
      menuId: '菜单',
    },
  },
  dataScope: {
    title: '数据权限',
    fields: {
      menuId: '菜单',
    },
  },
};
