/** How far ahead home looks for a tenant's authorisation ending: a month leaves time to renew it. */
export const EXPIRY_WINDOW_DAYS = 30;

export type TenantRow = { tenantId?: unknown; tenantName?: unknown; expireTime?: unknown };
export type ExpiringTenant = { tenantId: string; tenantName: string; expireTime: string; expired: boolean };

/** BladeX's `yyyy-MM-dd HH:mm:ss` (server time, read as local); empty or unreadable: no end. */
function endOf(expireTime: unknown): number | undefined {
  const text = String(expireTime ?? '').trim();
  if (!text) return undefined;
  const at = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(at) ? undefined : at;
}

/**
 * The tenants whose authorisation has ended or ends within the window, the soonest first. A tenant
 * without an end (expireTime empty: unlimited) never shows.
 */
export function expiringTenants(rows: TenantRow[], now: number, days = EXPIRY_WINDOW_DAYS): ExpiringTenant[] {
  const until = now + days * 86_400_000;
  return rows
    .map((r) => ({ r, end: endOf(r.expireTime) }))
    .filter((x): x is { r: TenantRow; end: number } => x.end !== undefined && x.end <= until)
    .sort((a, b) => a.end - b.end)
    .map(({ r, end }) => ({
      tenantId: String(r.tenantId ?? ''),
      tenantName: String(r.tenantName ?? ''),
      expireTime: String(r.expireTime),
      expired: end <= now,
    }));
}
