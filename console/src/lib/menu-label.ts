import { lookup } from '@/i18n';
import { createStore } from './store';
import type { MenuItem } from './menu';

/**
 * Menu route -> the i18n key of its screen's title (the registry entry's texts, in English the
 * contract's x-title-en for a business screen). The shell fills it in English once the menu's
 * screens' texts are loaded (app/menu-titles.ts); components read it through useStore, so labels
 * turn English as soon as it is filled.
 */
export const menuTitles = createStore<{ keys: Readonly<Record<string, string>> }>({ keys: {} });

/**
 * A menu item's label. In Chinese, the server's name. In English: an area's English name
 * (shell:menuAreas), a page's screen title, else an English name by its code; the server's name
 * only for an item the console has no text for.
 */
export function menuLabel(item: Pick<MenuItem, 'code' | 'name'> & Partial<Pick<MenuItem, 'kind' | 'to'>>, lang: string): string {
  if (lang !== 'en') return item.name;
  const byCode = item.code ? lookup(`shell:menuAreas.${item.code}`) : undefined;
  if (item.kind === 'area') return byCode || item.name;
  const key = item.to ? menuTitles.get().keys[item.to] : undefined;
  return (key && lookup(key)) || byCode || item.name;
}
