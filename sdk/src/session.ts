import type { components } from './generated/openapi';
import type { BladeStorage } from './storage';

/** The token answer of /blade-auth/oauth/token, kept as the user info (as the stock console does). */
export type TokenResponse = components['schemas']['TokenResponse'];

/** The signed-in session. `tokenTime` (ms) is when the token was stored; the refresh check reads it. */
export interface Session {
  token: string;
  refreshToken: string;
  tenantId: string;
  userInfo: TokenResponse;
  tokenTime: number;
}

/** Keys removed on sign-out (spec §4): token, menus, roles, the current brand; plus what belongs to the user. */
const SIGN_OUT_KEYS = ['token', 'refreshToken', 'userInfo', 'menu', 'menuAll', 'roles', 'permission', 'brandId'];
const COOKIE_DAYS = 180;

export interface SessionStore {
  get(): Session | null;
  /** Stores a token answer as the session (sign-in, refresh, department switch). */
  save(token: TokenResponse): Session;
  clear(): void;
  subscribe(listener: (session: Session | null) => void): () => void;
  /**
   * 401 handling, given the token the refused request carried (undefined: none). Only a request of
   * the current session ends it: clears the session and calls `onUnauthorized`, once until the next
   * sign-in. A request sent with another token (an older session, or before a refresh) ends nothing.
   */
  unauthorized(sentWith: string | undefined): void;
}

export function createSessionStore(storage: BladeStorage, opts: { defaultAvatar: string; onUnauthorized?: () => void }): SessionStore {
  const listeners = new Set<(session: Session | null) => void>();
  let current: Session | null | undefined; // undefined: not read from storage yet
  let unauthorizedSent = false;
  const emit = () => listeners.forEach((fn) => fn(current ?? null));

  const read = (): Session | null => {
    const token = storage.entry<string>('token');
    if (!token?.content) return null;
    return {
      token: token.content,
      tokenTime: token.datetime,
      refreshToken: storage.get<string>('refreshToken') ?? '',
      tenantId: storage.get<string>('tenantId') ?? '',
      userInfo: storage.get<TokenResponse>('userInfo') ?? ({} as TokenResponse),
    };
  };

  const store: SessionStore = {
    // Cached: the middleware reads the session on every request.
    get: () => (current === undefined ? (current = read()) : current),
    save(token) {
      const userInfo = { ...token, avatar: token.avatar || opts.defaultAvatar };
      storage.set('token', token.access_token);
      storage.setCookie?.('access-token', token.access_token, COOKIE_DAYS);
      storage.set('refreshToken', token.refresh_token);
      storage.set('tenantId', token.tenant_id);
      storage.set('userInfo', userInfo);
      current = read();
      unauthorizedSent = false;
      emit();
      return current!;
    },
    clear() {
      SIGN_OUT_KEYS.forEach((k) => storage.remove(k));
      storage.setCookie?.('access-token', null, 0);
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    unauthorized(sentWith) {
      // The session the request belonged to is over already: the user signed in again (or out) since.
      if ((store.get()?.token || undefined) !== (sentWith || undefined)) return;
      if (unauthorizedSent) return; // a storm of 401s (many requests failing together) signs out once
      unauthorizedSent = true;
      store.clear();
      opts.onUnauthorized?.();
    },
  };
  return store;
}

/** The current brand (local storage key `brandId`), sent as the `brandId` header. */
export function createBrand(storage: BladeStorage) {
  return {
    get: (): string | undefined => storage.get<string>('brandId') || undefined,
    /** Chooses a brand; `null` forgets it. @example blade.brand.set('1846000000000000001') */
    set: (id: string | null): void => (id == null ? storage.remove('brandId') : storage.set('brandId', id)),
  };
}
