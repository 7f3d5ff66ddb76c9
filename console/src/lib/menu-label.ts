import type { TFunction } from 'i18next';
import type { MenuItem } from './menu';

/** A menu item's label: an English name for known areas in English, else the server's name. */
export function menuLabel(item: Pick<MenuItem, 'code' | 'name'>, t: TFunction, lang: string): string {
  if (lang === 'en' && item.code) {
    const key = `menuAreas.${item.code}`;
    const v = t(key);
    if (v !== key) return v;
  }
  return item.name;
}
