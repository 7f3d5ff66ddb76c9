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
  /** Third-party sign-in sources (social grant); their names are texts (auth:login.sources). */
  socialSources: ['github', 'gitee', 'wechat_open'],
} as const;
