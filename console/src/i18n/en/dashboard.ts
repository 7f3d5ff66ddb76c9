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
  myTasks: 'My tasks',
  tasks: { todo: 'To do', claim: 'To claim', none: 'No tasks' },
  guestUsers: { title: 'Registrations to review', none: 'No registration waits for a role', registered: 'registered {{date}}' },
  tenantExpiry: { title: 'Tenant licences ending', none: 'None end within 30 days', ends: 'ends {{date}}', ended: 'ended {{date}}' },
  pending: 'Waiting on you',
  recent: 'Recently opened',
  recentNotices: 'Latest notices',
  noticeByCategory: 'Notices by category',
  unavailable: 'n/a',
  uncategorised: 'Uncategorised',
} satisfies Texts<typeof zh>;
