import type { Middleware } from 'openapi-fetch';

/** `Tenant-Id` of the session, unless the request already names one (sign-in does). */
export function tenant(tenantId: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = tenantId();
      if (value && !request.headers.has('Tenant-Id')) request.headers.set('Tenant-Id', value);
    },
  };
}
