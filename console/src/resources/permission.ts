import { useCallback } from 'react';
import { mayCall } from '@dasha/sdk';
import { menuStore } from '@/lib/menu-store';
import { useStore } from '@/lib/store';
import { useSession } from '@/lib/use-session';

/**
 * Whether a permission code (a button code of the signed-in user's menu) is granted (no code: always)
 * and, given the operation the button makes ("POST /blade-user/reset-password"), whether the user
 * may make it (the SDK's mayCall, from the contract): BladeX's @PreAuth, whose refusal answers 401
 * and signs the user out, and the calls kept for the platform's administrator (a platform table is
 * never offered to another tenant's user) or the tenant's administrators. A button the user cannot
 * use is never offered, whatever buttons the role was granted.
 */
export function usePermission() {
  const perms = useStore(menuStore, (s) => s.permissions);
  const userInfo = useSession()?.userInfo;
  const roleName = userInfo?.role_name;
  const tenantId = userInfo?.tenant_id;
  return useCallback(
    (code?: string, operation?: string) => (!code || perms[code] === true) && (!operation || mayCall({ roleName, tenantId }, operation)),
    [perms, roleName, tenantId],
  );
}
