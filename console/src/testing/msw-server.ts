import { setupServer } from 'msw/node';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@dasha/sdk';

/**
 * msw's `http`, typed by the contract's paths (under the console's /api): a handler for a path the
 * contract dropped or renamed, or for the wrong method, fails tsc. `http.untyped` for anything else.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

export const R = <T>(data: T) => ({ code: 200, success: true, data, msg: '操作成功' });
/** A sign-in answer as the contract types it; `over` changes its fields. */
export const token = (over: Partial<components['schemas']['TokenResponse']> = {}): components['schemas']['TokenResponse'] => ({
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
  token_type: 'bearer' as const,
  expires_in: 3600,
  ...over,
});

/** Default answers for what the sign-in page calls; tests override per case. */
export const handlers = [
  http.get('/blade-auth/oauth/captcha', () => HttpResponse.json({ key: 'k1', image: 'data:image/png;base64,AAAA' })),
  http.get('/blade-system/tenant/info', () => HttpResponse.json(R({}))),
];

export const server = setupServer(...handlers);
export { HttpResponse };
