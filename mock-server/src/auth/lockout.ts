// BladeX counts failed sign-ins per tenant and account: after 5, the account is refused for 30 min.
export const MAX_FAILURES = 5;
const LOCK_MS = 30 * 60 * 1000;

export class Lockout {
  private failures = new Map<string, { count: number; last: number }>();

  isLocked(tenantId: string, account: string): boolean {
    const f = this.failures.get(`${tenantId}:${account}`);
    if (!f) return false;
    if (Date.now() - f.last > LOCK_MS) {
      this.failures.delete(`${tenantId}:${account}`);
      return false;
    }
    return f.count >= MAX_FAILURES;
  }

  fail(tenantId: string, account: string): void {
    const key = `${tenantId}:${account}`;
    const f = this.failures.get(key) ?? { count: 0, last: 0 };
    this.failures.set(key, { count: f.count + 1, last: Date.now() });
  }

  clear(tenantId: string, account?: string): void {
    if (account) this.failures.delete(`${tenantId}:${account}`);
    else for (const k of this.failures.keys()) if (k.startsWith(`${tenantId}:`)) this.failures.delete(k);
  }

  reset(): void {
    this.failures.clear();
  }
}
