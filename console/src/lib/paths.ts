/** Every fixed route of the console in one typed table (menu routes come from the server). */
export const paths = {
  root: '/',
  login: '/login',
  lock: '/lock',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  home: '/wel/index',
  info: '/info/index',
  test: '/test/index',
  dictHorizontal: '/dict-horizontal/index',
  dictVertical: '/dict-vertical/index',
  /** The embedded page the console links (?src=&name=), one of the route shape below. */
  iframe: '/myiframe/urlPath',
  /** Spec §1's route shape /myiframe/{routerPath}: any segment frames ?src (Saber's own links use urlPath). */
  iframeRoute: '/myiframe/:routerPath',
  leaveForm: '/work/process/leave/form/:processDefinitionId',
  leaveHandle: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
  leaveDetail: '/work/process/leave/detail/:processInstanceId/:businessId',
} as const;

export type FixedPath = (typeof paths)[keyof typeof paths];
