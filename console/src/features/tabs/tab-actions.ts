import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { confirm } from '@/components/confirm-dialog';
import { blade } from '@/lib/blade';
import { notify } from '@/lib/notify';
import { closeAllTabs, closeOtherTabs, closeTab, homeTab } from '@/lib/tabs-store';
import { uiStore } from '@/lib/ui-store';
import { tabTarget } from '@/lib/tab-target';

export type TabAction = 'clearCache' | 'closeOthers' | 'closeAll' | 'search';

/** The context-menu and dropdown actions of spec §2. */
export async function runTabAction(
  action: TabAction,
  tabValue: string,
  deps: { t: TFunction<'shell'>; navigate: (to: string) => void; queryClient: QueryClient },
) {
  const { t, navigate, queryClient } = deps;
  switch (action) {
    case 'clearCache':
      if (!(await confirm(t('tabs.clearCacheConfirm')))) return;
      await blade.auth.clearCache().catch(() => undefined);
      queryClient.clear();
      notify.success(t('tabs.cacheCleared'));
      return;
    case 'closeOthers':
      closeOtherTabs(tabValue);
      navigate(tabTarget(tabValue));
      return;
    case 'closeAll':
      closeAllTabs();
      navigate(homeTab.value);
      return;
    case 'search':
      uiStore.set({ searchOpen: true });
  }
}

/** Closes one tab and moves to its neighbour when it was the active one. */
export function closeAndFollow(value: string, navigate: (to: string) => void) {
  const next = closeTab(value);
  if (next) navigate(tabTarget(next));
}
