import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaves, type MenuItem } from '@/lib/menu';
import { menuTitles } from '@/lib/menu-label';
import { menuStore } from '@/lib/menu-store';
import { useStore } from '@/lib/store';
import { loadScreenTexts } from '@/resources/texts';
import { findResourceScreen, isResource } from '@/screens/registry';

/**
 * Each menu page's title key from its registry entry, with that entry's texts loaded. The menu
 * names pages in Chinese only (BladeX's menu table); in English the console's own titles name
 * them. A page without an entry, or whose area fails to load, keeps its other label.
 */
export async function loadMenuTitles(menu: MenuItem[]): Promise<Record<string, string>> {
  const pairs = await Promise.all(
    leaves(menu).map(async (leaf): Promise<[string, string] | null> => {
      const entry = await findResourceScreen(leaf.to)
        ?.load()
        .catch(() => undefined);
      if (!entry || !isResource(entry)) return null;
      await loadScreenTexts(entry.texts).catch(() => undefined);
      return [leaf.to, entry.title ?? `${entry.texts}.title`];
    }),
  );
  return Object.fromEntries(pairs.filter((p) => p !== null));
}

/** In English, once the menu is in: fills lib/menu-label's titles, so every menu item, tab and search result is English. */
export function useMenuTitles() {
  const { i18n } = useTranslation();
  const menu = useStore(menuStore, (s) => s.menu);
  const english = i18n.language === 'en';
  useEffect(() => {
    if (!english || !menu) return;
    let live = true;
    void loadMenuTitles(menu).then((keys) => live && menuTitles.set({ keys }));
    return () => {
      live = false;
    };
  }, [english, menu]);
}
