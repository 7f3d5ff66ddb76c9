import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lookup } from '@/i18n';
import { openTab, tabsStore } from '@/lib/tabs-store';
import { recordVisit } from '@/lib/recent-pages';
import { menuStore } from '@/lib/menu-store';
import { menuTitles } from '@/lib/menu-label';
import { useStore } from '@/lib/store';
import { tabFromLocation } from '@/features/tabs/tab-from-location';
import type { RouteMeta } from './route-meta';

/** After each navigation: add the page as a tab and title the document from the tab label. */
export function useTabSync() {
  const location = useLocation();
  const matches = useMatches();
  const { t, i18n } = useTranslation('common');
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  // English titles arriving re-render the tab and the document title.
  useStore(menuTitles, (s) => s.keys);
  const meta = matches[matches.length - 1]?.handle as RouteMeta | undefined;
  const tab = tabFromLocation(location, meta, menu, i18n.language);

  useEffect(() => {
    if (tab) {
      // Recent pages keep the address as opened (a filtered list comes back filtered).
      recordVisit({ ...tab, value: tab.value.startsWith(location.pathname) ? location.pathname + location.search : tab.value });
      openTab(tab);
    } else tabsStore.set({ active: location.pathname + location.search });
    const label = tab?.label ?? (meta?.titleKey ? lookup(meta.titleKey) : '');
    document.title = label ? `${label} - ${t('title')}` : t('title');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search, tab?.label, i18n.language]);

  return tab;
}
