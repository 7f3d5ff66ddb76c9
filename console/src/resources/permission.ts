import { useCallback } from 'react';
import { menuStore } from '@/lib/menu-store';
import { useStore } from '@/lib/store';

/** Whether a permission code (a button code of the signed-in user's menu) is granted (no code: always). */
export function usePermission() {
  const perms = useStore(menuStore, (s) => s.permissions);
  return useCallback((code?: string) => !code || perms[code] === true, [perms]);
}
