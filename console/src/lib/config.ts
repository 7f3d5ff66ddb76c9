/** Website settings of spec §9 (the stock console's website config). */
export const website = {
  title: '大鲨智造',
  tenantMode: true,
  captchaMode: true,
  /** Department/role switching in the user menu (spec §6). */
  switchMode: true,
  tenantId: '000000',
  lockPage: '/lock',
  firstPage: '/wel/index',
  /** Third-party sign-in sources (social grant). */
  socialSources: [
    { source: 'github', name: 'GitHub' },
    { source: 'gitee', name: 'Gitee' },
    { source: 'wechat_open', name: '微信' },
  ],
} as const;
