// The home page (工作台).
export default {
  title: '工作台',
  welcome: '欢迎，{{name}}',
  tenant: '租户：{{tenant}}',
  users: '用户',
  depts: '部门',
  roles: '角色',
  notices: '通知公告',
  params: '系统参数',
  menus: '菜单',
  myTasks: '我的事务',
  tasks: { todo: '待办事务', claim: '待签事务', none: '暂无事务' },
  pending: '待处理',
  recentNotices: '最新通知',
  noticeByCategory: '通知分类',
  unavailable: '暂无',
  uncategorised: '未分类',
};
