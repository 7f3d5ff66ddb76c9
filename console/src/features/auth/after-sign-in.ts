import type { Session } from '@dasha/sdk';
import { clearLock } from '@/lib/lock';
import { clearTabs } from '@/lib/tabs-store';
import { resetMenu } from '@/lib/menu-store';
import { uiStore } from '@/lib/ui-store';
import { storage } from '@/lib/storage';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';

/** Several departments or roles (comma-joined ids): the user picks one before going on. */
export function needsDeptRoleChoice(session: Session): boolean {
  return [session.userInfo.dept_id, session.userInfo.role_id].some((v) => typeof v === 'string' && v.includes(','));
}

/**
 * Sign-in clears open tabs, the lock and the sign-in page's toasts (a refused attempt's
 * 用户名或密码不正确 must not stay over home); a saved store-order target wins over home (spec §2).
 */
export function afterSignIn() {
  notify.clearAll();
  clearTabs();
  clearLock();
  resetMenu();
  uiStore.set({ topMenuId: null });
  const toPath = storage.get<string>('toPath');
  if (toPath) {
    storage.remove('toPath');
    storage.remove('saleStore');
    storage.remove('menuFlag');
    setTimeout(() => navigateTo(toPath, { replace: true }), 100);
  } else {
    // Straight to home, as Saber pushes its first tag (/wel/index): no redirect hop through /.
    navigateTo(paths.home, { replace: true });
  }
}
