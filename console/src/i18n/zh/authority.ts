// 权限管理: roles (with the grant dialog's three trees) and the API/data scope screens.
export default {
  role: {
    title: '角色管理',
    fields: { roleName: '角色名称', roleAlias: '角色别名', parentId: '上级角色' },
    actions: { grant: '权限设置' },
    trees: { menu: '菜单权限', dataScope: '数据权限', apiScope: '接口权限' },
  },
  apiScope: {
    title: '接口权限',
    fields: {
      menuId: '菜单',
      resourceCode: '资源编号',
      scopeName: '接口权限名称',
      scopePath: '接口权限地址',
      scopeType: '接口权限类型',
      remark: '接口权限备注',
    },
  },
  dataScope: {
    title: '数据权限',
    fields: {
      menuId: '菜单',
      resourceCode: '资源编号',
      scopeName: '数据权限名称',
      scopeColumn: '数据权限字段',
      scopeClass: '数据权限类名',
      scopeField: '数据权限可见字段',
      scopeType: '数据权限类型',
      scopeValue: '数据权限值域',
      remark: '数据权限备注',
    },
  },
};
