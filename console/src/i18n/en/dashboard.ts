import type zh from '../zh/dashboard';
import type { Texts } from '../texts';

export default {
  title: 'Dashboard',
  welcome: 'Welcome, {{name}}',
  tenant: 'Tenant: {{tenant}}',
  users: 'Users',
  depts: 'Departments',
  roles: 'Roles',
  notices: 'Notices',
  params: 'Parameters',
  menus: 'Menus',
  menuAreas: 'Screens per menu area',
  recentNotices: 'Latest notices',
  noticeByCategory: 'Notices by category',
  unavailable: 'n/a',
  uncategorised: 'Uncategorised',
} satisfies Texts<typeof zh>;
