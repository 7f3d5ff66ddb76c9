import { useCallback } from 'react';
import { mayCall } from '@dasha/sdk';
import { menuStore } from '@/lib/menu-store';
import { useStore } from '@/lib/store';
import { useSession } from '@/lib/use-session';

/**
 * Whether a permission code (a button code of the signed-in user's menu) is granted (no code: always)
 * and, given the operation the button makes ("POST /blade-user/reset-password"), whether the user's
 * roles pass BladeX's @PreAuth on it: a refused one answers 401, which signs the user out, so a
 * button a role cannot use is never offered, whatever buttons the role was granted.
 */
export function usePermission() {
  const perms = useStore(menuStore, (s) => s.permissions);
  const roleName = useSession()?.userInfo.role_name;
  return useCallback(
    (code?: string, operation?: string) => (!code || perms[code] === true) && (!operation || mayCall(roleName, operation)),
    [perms, roleName],
  );
}
