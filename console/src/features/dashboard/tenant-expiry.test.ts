import { describe, expect, it } from 'vitest';
import { expiringTenants } from './tenant-expiry';

const now = Date.parse('2026-12-07T10:00:00');

describe('expiringTenants', () => {
  it('lists the ended and the ending within 30 days, soonest first; unlimited and later ones never', () => {
    const rows = [
      { tenantId: '000000', tenantName: '管理组', expireTime: '' },
      { tenantId: '100001', tenantName: '深圳', expireTime: '2099-12-31 23:59:59' },
      { tenantId: '100003', tenantName: '广州', expireTime: '2026-12-20 00:00:00' },
      { tenantId: '100002', tenantName: '过期', expireTime: '2024-01-01 00:00:00' },
      { tenantId: '100004', tenantName: '下月底', expireTime: '2027-01-07 10:00:01' },
      { tenantId: '100005', tenantName: '乱码', expireTime: 'soon' },
    ];
    expect(expiringTenants(rows, now)).toEqual([
      { tenantId: '100002', tenantName: '过期', expireTime: '2024-01-01 00:00:00', expired: true },
      { tenantId: '100003', tenantName: '广州', expireTime: '2026-12-20 00:00:00', expired: false },
    ]);
  });

  it('counts a tenant ending exactly now as ended, and one ending on the window edge as ending', () => {
    const rows = [
      { tenantId: 'a', tenantName: 'A', expireTime: '2026-12-07 10:00:00' },
      { tenantId: 'b', tenantName: 'B', expireTime: '2027-01-06 10:00:00' },
    ];
    expect(expiringTenants(rows, now).map((t) => [t.tenantId, t.expired])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});
