// Access and refresh tokens: opaque random strings mapped to the signed-in user's choice of
// tenant, department and role. Access tokens expire (expires_in), refresh tokens last longer.
// Each access token knows the refresh token issued with it, so signing out revokes both.
import { randomBytes } from 'node:crypto';

export interface Session {
  tenantId: string;
  userId: string;
  account: string;
  deptId: string; // one id, or comma-joined when the user has not chosen
  roleId: string;
  roleAliases: string[];
  isAdmin: boolean;
}

interface Entry {
  session: Session;
  expiresAt: number;
  /** The other token of the pair issued together. */
  pair: string;
}

export class Sessions {
  private access = new Map<string, Entry>();
  private refresh = new Map<string, Entry>();
  constructor(
    readonly accessTtlSeconds = 3600,
    readonly refreshTtlSeconds = 7 * 24 * 3600,
  ) {}

  issue(session: Session): { access_token: string; refresh_token: string; expires_in: number } {
    const now = Date.now();
    const access_token = randomBytes(24).toString('base64url');
    const refresh_token = randomBytes(24).toString('base64url');
    this.access.set(access_token, { session, expiresAt: now + this.accessTtlSeconds * 1000, pair: refresh_token });
    this.refresh.set(refresh_token, { session, expiresAt: now + this.refreshTtlSeconds * 1000, pair: access_token });
    return { access_token, refresh_token, expires_in: this.accessTtlSeconds };
  }

  /** The session of a live access token, or undefined (unknown or expired). */
  check(token: string): Session | undefined {
    const e = this.access.get(token);
    if (!e) return undefined;
    if (e.expiresAt <= Date.now()) {
      this.access.delete(token);
      return undefined;
    }
    return e.session;
  }

  /** Uses up a refresh token and answers its session. */
  redeem(token: string): Session | undefined {
    const e = this.refresh.get(token);
    if (!e) return undefined;
    this.refresh.delete(token);
    return e.expiresAt > Date.now() ? e.session : undefined;
  }

  /** Signs out: the access token and the refresh token issued with it stop working. */
  revoke(token: string): void {
    const e = this.access.get(token);
    if (e) this.refresh.delete(e.pair);
    this.access.delete(token);
  }

  clear(): void {
    this.access.clear();
    this.refresh.clear();
  }
}
