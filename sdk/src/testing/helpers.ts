import { createBladeClient, memoryStorage, type BladeClientOptions } from '../index';
import type { TokenResponse } from '../session';

/** A recording fetch double: answers with `handler`, keeps every Request it saw. */
export function fakeFetch(handler: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = async (request: Request) => {
    calls.push(request);
    return handler(request);
  };
  return Object.assign(fetch, { calls });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown = true) => json({ code: 200, success: true, data, msg: '操作成功' });

export const tokenAnswer = (over: Partial<TokenResponse> = {}): TokenResponse => ({
  tenant_id: '000000',
  user_id: '1123598821738675201',
  dept_id: '1123598813738675201',
  role_id: '1123598816738675201',
  account: 'admin',
  user_name: 'admin',
  nick_name: '管理员',
  role_name: 'administrator',
  avatar: 'https://oss.dasha-tech.cn/a.png',
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 3600,
  ...over,
});

/** A client on an injected fetch and in-memory storage, plus spies for the app callbacks. */
export function makeClient(handler: (request: Request) => Response | Promise<Response>, options: BladeClientOptions = {}) {
  const fetch = fakeFetch(handler);
  const errors: Error[] = [];
  let unauthorized = 0;
  const now = options.now ?? Date.now;
  const blade = createBladeClient({
    baseUrl: 'http://api.test/api',
    clientId: 'saber',
    clientSecret: 'saber_secret',
    storage: memoryStorage({ now }),
    fetch,
    onError: (e) => errors.push(e),
    onUnauthorized: () => unauthorized++,
    ...options,
  });
  return { blade, fetch, errors, unauthorizedCount: () => unauthorized };
}

/** Routes by path name (after the /api prefix); everything else answers R ok. */
export function router(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  return (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    return (routes[path] ?? (() => ok()))(request);
  };
}

export async function signedIn(
  options: BladeClientOptions = {},
  routes: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  const made = makeClient(router({ '/blade-auth/oauth/token': () => json(tokenAnswer()), ...routes }), options);
  await made.blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
  made.fetch.calls.length = 0;
  return made;
}
