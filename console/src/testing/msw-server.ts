import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

export const R = <T>(data: T) => ({ code: 200, success: true, data, msg: '操作成功' });
export const token = (over: Record<string, unknown> = {}) => ({
  tenant_id: '000000',
  user_id: '1123598821738675201',
  dept_id: '1123598813738675201',
  role_id: '1123598816738675201',
  account: 'admin',
  user_name: 'admin',
  nick_name: '管理员',
  role_name: 'administrator',
  avatar: '',
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 3600,
  ...over,
});

/** Default answers for what the sign-in page calls; tests override per case. */
export const handlers = [
  http.get('*/api/blade-auth/oauth/captcha', () => HttpResponse.json({ key: 'k1', image: 'data:image/png;base64,AAAA' })),
  http.get('*/api/blade-system/tenant/info', () => HttpResponse.json(R({}))),
];

export const server = setupServer(...handlers);
export { http, HttpResponse };
