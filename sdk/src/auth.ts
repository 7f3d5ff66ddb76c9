import type { Client } from 'openapi-fetch';
import { BladeError, UNKNOWN_ERROR } from './errors';
import { md5 } from './md5';
import type { Session, SessionStore, TokenResponse } from './session';
import type { components } from './generated/openapi';

/** A client view without path typing: some auth calls are not (yet) in the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseClient = Client<any>;

export interface SignInInput {
  tenantId: string;
  username: string;
  /** What the user typed; the SDK sends its md5. */
  password: string;
  captchaKey?: string;
  captchaCode?: string;
  deptId?: string;
  roleId?: string;
  /** Defaults to `captcha` when a captcha code is given, else `password`. */
  grantType?: 'password' | 'captcha';
}

export interface AuthDeps {
  api: LooseClient;
  call: <T>(result: Promise<{ data?: T; error?: unknown; response: Response }>) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  session: SessionStore;
  notify: (error: BladeError) => void;
}

const TOKEN = '/blade-auth/oauth/token';
/** A renewal answered after its session ended (never shown: the caller's session is gone). */
const SESSION_CHANGED = '登录状态已变更';
const NO_TOKEN = { noToken: true } as const;

export function createAuth({ api, call, session, notify }: AuthDeps) {
  /** The refresh under way, and the token of the session it renews. */
  let refreshing: { of: string; answer: Promise<Session> } | undefined;

  /**
   * Posts a grant (everything in the query, bladex-wire.md) and stores the answer as the session.
   * A renewal (`renews`: the token it replaces) is stored only while that session is still the
   * current one: an answer that comes back after a sign-out or another sign-in is dropped.
   */
  async function grant(
    query: Record<string, string | undefined>,
    headers: Record<string, string | undefined>,
    renews?: string,
  ): Promise<Session> {
    const body = await call(api.POST(TOKEN, { params: { query: { scope: 'all', ...query } }, headers, blade: NO_TOKEN }));
    if (renews !== undefined && session.get()?.token !== renews) throw new BladeError(401, SESSION_CHANGED);
    return session.save(tokenOrThrow(body));
  }

  /**
   * A token answer without an access token is a refused sign-in (spec §8): shown, and no session is
   * stored. BladeX refuses with HTTP 400 {error, error_description} (call() throws it); a 200
   * carrying error_description (the stock console's mock layer) is refused the same way.
   */
  function tokenOrThrow(body: Partial<TokenResponse & components['schemas']['TokenFailure']>): TokenResponse {
    if (body?.error_description || !body?.access_token) {
      const error = new BladeError(400, body?.error_description || UNKNOWN_ERROR, body);
      notify(error);
      throw error;
    }
    return body as TokenResponse;
  }

  /**
   * One refresh at a time per session: concurrent callers share the request. A failed refresh signs
   * out, but only the session it was renewing (never one signed in while it was under way).
   */
  function refreshWith(deptId?: string, roleId?: string): Promise<Session> {
    const current = session.get();
    if (!current) return Promise.reject(new BladeError(401, '请求未授权'));
    if (refreshing?.of === current.token) return refreshing.answer;
    const single = (ids?: string) => (ids && !ids.includes(',') ? ids : undefined); // a comma list is not a choice
    deptId ??= single(current.userInfo.dept_id);
    roleId ??= single(current.userInfo.role_id);
    const answer: Promise<Session> = grant(
      { tenantId: current.tenantId, refresh_token: current.refreshToken, grant_type: 'refresh_token' },
      { 'Tenant-Id': current.tenantId, 'Dept-Id': deptId, 'Role-Id': roleId },
      current.token,
    )
      .catch((error: unknown) => {
        session.unauthorized(current.token);
        throw error;
      })
      .finally(() => {
        if (refreshing?.answer === answer) refreshing = undefined;
      });
    refreshing = { of: current.token, answer };
    return answer;
  }

  return {
    /** Signs in with the password or captcha grant. @example await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' }) */
    signIn(input: SignInInput): Promise<Session> {
      const grantType = input.grantType ?? (input.captchaCode ? 'captcha' : 'password');
      return grant(
        { tenantId: input.tenantId, username: input.username, password: md5(input.password), grant_type: grantType, type: 'account' },
        {
          'Tenant-Id': input.tenantId,
          'Dept-Id': input.deptId,
          'Role-Id': input.roleId,
          'Captcha-Key': input.captchaKey,
          'Captcha-Code': input.captchaCode,
        },
      );
    },
    /**
     * Signs in with a refresh token kept from an earlier session (a script's or CI's secret): the same
     * grant as `refresh`, but for no current session. `tenantId` defaults to 000000 (BladeX's stock tenant).
     * @example await blade.auth.signInWithRefreshToken(process.env.BLADE_REFRESH_TOKEN!, '000000')
     */
    signInWithRefreshToken(refreshToken: string, tenantId = '000000'): Promise<Session> {
      return grant({ tenantId, refresh_token: refreshToken, grant_type: 'refresh_token' }, { 'Tenant-Id': tenantId });
    },
    /** Signs in with a third-party authorisation. @example await blade.auth.socialSignIn({ tenantId, source: 'github', code, state }) */
    socialSignIn(input: { tenantId: string; source: string; code: string; state: string }): Promise<Session> {
      return grant({ ...input, grant_type: 'social' }, { 'Tenant-Id': input.tenantId });
    },
    /** A captcha image and its key. @example const { key, image } = await blade.auth.captcha() */
    captcha(): Promise<components['schemas']['Captcha']> {
      return call(api.GET('/blade-auth/oauth/captcha', { blade: NO_TOKEN }));
    },
    /** Renews the token with the refresh token (single-flight). @example await blade.auth.refresh() */
    refresh: (): Promise<Session> => refreshWith(),
    /** Signs in again as another department and role (switch mode). @example await blade.auth.switchDeptRole({ deptId, roleId }) */
    switchDeptRole: ({ deptId, roleId }: { deptId: string; roleId: string }): Promise<Session> => refreshWith(deptId, roleId),
    /**
     * Forgets the session, then tells the server with the token it had: an answer to that call (a
     * 401 for an expired token) belongs to an ended session and ends nothing more.
     * @example await blade.auth.signOut()
     */
    async signOut(): Promise<void> {
      const ending = session.get();
      session.clear();
      if (!ending) return;
      const headers = { 'Blade-Auth': `bearer ${ending.token}`, 'Tenant-Id': ending.tenantId };
      // the session has ended locally whether or not the server can be told
      await call(api.GET('/blade-auth/oauth/logout', { headers })).catch(() => undefined);
    },
    /** The signed-in user. @example const me = await blade.auth.userInfo() */
    userInfo(): Promise<components['schemas']['UserInfo']> {
      return call(api.GET('/blade-auth/oauth/user-info', {}));
    },
    /** Clears the server caches. @example await blade.auth.clearCache() */
    clearCache(): Promise<components['schemas']['AuthResult']> {
      return call(api.GET('/blade-auth/oauth/clear-cache', {}));
    },
    /**
     * Asks for an account (approved by an administrator). The password is sent as typed. A refusal
     * rejects without `onError` (quiet): the registration form shows it, with its own words where
     * the server gave none.
     */
    registerGuest(input: { tenantId: string; name: string; account: string; password: string; oauthId?: string }): Promise<unknown> {
      return call(api.POST('/blade-user/register-guest', { params: { query: input }, blade: { ...NO_TOKEN, quiet: true } }));
    },
    /** The tenant of a domain (empty when unknown). @example await blade.auth.tenantInfo(location.hostname) */
    tenantInfo(domain: string): Promise<{ tenantId?: string; domain?: string; backgroundUrl?: string }> {
      return call(api.GET('/blade-system/tenant/info', { params: { query: { domain } }, blade: NO_TOKEN }));
    },
  };
}

export type BladeAuth = ReturnType<typeof createAuth>;
