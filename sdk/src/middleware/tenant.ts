import type { RequestStep } from './request';

/** `Tenant-Id` of the session, unless the request already names one (sign-in does). */
export function tenant(tenantId: () => string | undefined): RequestStep {
  return (request) => {
    const value = tenantId();
    if (value && !request.headers.has('Tenant-Id')) request.headers.set('Tenant-Id', value);
  };
}
