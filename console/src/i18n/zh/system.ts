// 系统管理 (spec §1): each screen's title, its columns' labels (`fields`, by prop), option sets,
// action labels and confirms. A required field's message is 请输入/请选择 + its label unless
// `rules` names it; the spec's §5 messages are quoted there exactly.
export default {
  param: {
    title: '参数管理',
    fields: {},
  },
  user: {
    title: '用户管理',
    /** The tree beside the user list. */
    deptTree: '部门',
    fields: {
      roleIds: '角色',
      brandIds: '品牌',
      userExt: '平台扩展信息',
    },
    options: { sex: { '1': '男', '2': '女' } },
    actions: { role: '角色配置', brand: '品牌授权', reset: '密码重置', unlock: '账号解封', platform: '平台配置' },
    confirms: { reset: '确定将选择账号密码重置为123456?', unlock: '确定将选择账号解封?' },
    /** The user view's tab of the brands the user sees (selectBrandListByUserId). */
    brands: {
      title: '品牌',
      fields: { barndName: '品牌名称', sort: '排序', remark: '备注' },
    },
  },
  tenant: {
    title: '租户管理',
    fields: {},
    unlimited: '不限制',
    actions: { setting: '授权配置', datasource: '数据源', package: '产品包' },
  },
  tenantApp: {
    title: '租户应用',
    fields: {},
    actions: { sign: '签名', send: '推送' },
    confirms: { send: '确定将该应用的数据推送至 xky 平台?' },
    sent: '推送成功',
    signed: { appKey: '应用标识', timestamp: '时间戳', nonce: '随机串', sign: '签名' },
  },
  tenantPackage: {
    title: '租户产品包',
    fields: { menuId: '菜单列表' },
    // Spec §5's message: the field is 菜单列表, the message names 菜单.
    rules: { menuId: '请选择菜单' },
  },
  client: {
    title: '应用管理',
    fields: {},
  },
  dept: {
    title: '部门管理',
    fields: {},
  },
  menu: {
    title: '菜单管理',
    fields: {},
  },
  post: {
    title: '岗位管理',
    fields: {},
  },
  topMenu: {
    title: '顶部菜单',
    fields: {},
    actions: { grant: '菜单配置' },
  },
  dict: {
    title: '系统字典',
    bizTitle: '业务字典',
    items: '字典配置',
    bizItems: '业务字典配置',
    configure: '字典配置',
    fields: {
      code: '字典编号',
      dictValue: '字典名称',
      sort: '字典排序',
      isSealed: '封存',
      remark: '字典备注',
      parentId: '上级字典',
      dictKey: '字典键值',
    },
    rules: {
      code: '请输入字典编号',
      dictValue: '请输入字典名称',
      sort: '请输入字典排序',
      isSealed: '请选择封存',
      dictKey: '请输入字典键值',
      parentId: '请选择上级字典',
    },
  },
};
