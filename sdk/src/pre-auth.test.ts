// BladeX's @PreAuth role checks, read from the contract (x-blade-pre-auth): who may make a call.
import { describe, expect, it } from 'vitest';
import { mayCall, preAuthOf } from './pre-auth';
import { makeClient, ok } from './testing/helpers';

describe('@PreAuth role checks', () => {
  it('names the role of the calls BladeX guards, and none elsewhere', () => {
    expect(preAuthOf('POST /blade-user/reset-password')).toBe('admin');
    expect(preAuthOf('POST /blade-system/tenant/submit')).toBe('administrator');
    expect(preAuthOf('GET /blade-system/tenant/list')).toBe('admin');
    expect(preAuthOf('GET /blade-system/param/list')).toBeUndefined();
  });

  it('passes HAS_ROLE_ADMIN for administrator or admin, HAS_ROLE_ADMINISTRATOR for administrator only, among comma-joined roles', () => {
    expect(mayCall('hr', 'POST /blade-user/reset-password')).toBe(false);
    expect(mayCall('hr,admin', 'POST /blade-user/reset-password')).toBe(true);
    expect(mayCall('administrator', 'POST /blade-user/reset-password')).toBe(true);
    expect(mayCall('admin', 'POST /blade-system/tenant/submit')).toBe(false);
    expect(mayCall('administrator', 'POST /blade-system/tenant/submit')).toBe(true);
    expect(mayCall(undefined, 'GET /blade-system/param/list')).toBe(true);
  });

  it('a resource names the operation of each standard call, for the check', () => {
    const { blade } = makeClient(() => ok());
    const tenant = blade.anyResource('/blade-system/tenant');
    expect(tenant.operation('list')).toBe('GET /blade-system/tenant/list');
    expect(tenant.operation('submit')).toBe('POST /blade-system/tenant/submit');
    expect(tenant.operation('update')).toBe('POST /blade-system/tenant/submit');
    expect(tenant.operation('remove')).toBe('POST /blade-system/tenant/remove');
    expect(mayCall('hr', tenant.operation('list')!)).toBe(false);
  });
});
