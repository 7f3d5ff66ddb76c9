import { lookup } from '@/i18n';
import type { MenuItem } from './menu';

/** A menu item's label: an English name for known areas in English (shell:menuAreas), else the server's name. */
export function menuLabel(item: Pick<MenuItem, 'code' | 'name'>, lang: string): string {
  return (lang === 'en' && item.code && lookup(`shell:menuAreas.${item.code}`)) || item.name;
}
