// Who may call what beyond @PreAuth, read from the contract (x-blade-access): a script or the
// console decides before calling, so a platform table is never offered to another tenant's user.
import { describe, expect, it } from 'vitest';
import { accessOf, mayCall } from './pre-auth';

describe('access facts of the contract', () => {
  it('names the platform, tenant-administrator and self-service calls, and none elsewhere', () => {
    expect(accessOf('GET /blade-system/tenant-package/list')).toBe('platform');
    expect(accessOf('POST /blade-system/param/submit')).toBe('tenantAdmin');
    expect(accessOf('POST /blade-user/unlock')).toBe('tenantAdmin');
    expect(accessOf('POST /blade-user/update-password')).toBe('self');
    expect(accessOf('GET /blade-system/param/list')).toBeUndefined();
  });

  it("offers a platform call to the platform tenant's administrator alone, reads included", () => {
    const list = 'GET /blade-system/tenant-package/list';
    expect(mayCall({ roleName: 'administrator', tenantId: '000000' }, list)).toBe(true);
    expect(mayCall({ roleName: 'administrator', tenantId: '100001' }, list)).toBe(false);
    expect(mayCall({ roleName: 'admin', tenantId: '000000' }, list)).toBe(false);
    // given only the roles, the tenant is not known: the role still decides
    expect(mayCall('administrator', list)).toBe(true);
    expect(mayCall('hr', list)).toBe(false);
  });

  it("offers a tenant administrators' call to administrator or admin, and self-service to anyone", () => {
    expect(mayCall({ roleName: 'hr,admin', tenantId: '100001' }, 'POST /blade-system/param/submit')).toBe(true);
    expect(mayCall({ roleName: 'hr', tenantId: '000000' }, 'POST /blade-system/param/submit')).toBe(false);
    expect(mayCall({ roleName: 'agent', tenantId: '100001' }, 'POST /blade-user/update-password')).toBe(true);
    expect(mayCall({ roleName: 'agent', tenantId: '100001' }, 'GET /blade-system/param/list')).toBe(true);
  });
});
