import type { AnyResource, AreaModule, ScreenEntry } from '@/resources/types';
import { menuPathAliases } from './menu-aliases';
import { areas, type AreaName } from './areas';
import { normaliseMenuPath } from './menu-path';
import { derivedIndex } from './derived/screen-index';

export type { AreaModule, AreaName, ScreenEntry };
export { normaliseMenuPath };

/**
 * Pages Saber routes outside the menu (its router's views): the dictionary's two layouts. Every
 * other screen is a leaf of the contract's menu.
 */
const routedPages = { '/dict-horizontal': 'system', '/dict-vertical': 'system' } as const satisfies Record<string, AreaName>;

/**
 * Menu path -> area: the contract's menu (derived/screen-index.ts, written by
 * scripts/derive-screens.mjs) and the routed pages. The platform screens use BladeX's stock menu
 * paths, the business screens the contract's; a deployment's other spellings: menu-aliases.ts. A
 * unit test holds every area's entries to exactly these paths.
 */
export const screenIndex: Readonly<Record<string, AreaName>> = { ...derivedIndex, ...routedPages };

export type FoundScreen = { menuPath: string; area: AreaName; load: () => Promise<ScreenEntry | undefined> };

/** The screen's own menu path for a path of the server's menu (itself, or through an alias). */
export function canonicalMenuPath(menuPath: string): string {
  const p = normaliseMenuPath(menuPath);
  return screenIndex[p] ? p : (menuPathAliases[p] ?? p);
}

/** The registry entry of a menu path, or null when no screen is configured for it. */
export function findResourceScreen(menuPath: string): FoundScreen | null {
  const p = canonicalMenuPath(menuPath);
  const area = screenIndex[p];
  if (!area) return null;
  return { menuPath: p, area, load: async () => (await areas[area]()).screens.find((s) => s.menuPath === p) };
}

/** Every entry of every area (tests, the benchmark and later derived screens). */
export async function loadAllScreens(): Promise<ScreenEntry[]> {
  const mods = await Promise.all(Object.values(areas).map((load) => load()));
  return mods.flatMap((m) => m.screens);
}

export const isResource = (s: ScreenEntry): s is AnyResource => 'columns' in s && !('component' in s);
