import type { AnyResource, AreaModule, ScreenEntry } from '@/resources/types';
import { menuPathAliases } from './menu-aliases';
import { areas, type AreaName } from './areas';
import { normaliseMenuPath } from './menu-path';
import { areaOfPath, routedPages } from '@/resources/menu-leaves';

export type { AreaModule, AreaName, ScreenEntry };
export { normaliseMenuPath };

/** Saber's routed pages outside the menu (the dictionary's layouts) are system screens. */
const routed: Record<string, AreaName> = Object.fromEntries(Object.values(routedPages).map((p) => [p, 'system']));

/**
 * Menu path -> area: the leaves of the contract's menu (resources/menu-leaves.ts) and the routed
 * pages. The platform screens use BladeX's stock menu paths, the business screens the contract's;
 * a deployment's other spellings: menu-aliases.ts. A unit test holds every area's entries to
 * exactly these paths; an area of the menu the console lacks fails the typecheck here.
 */
export const screenIndex: Readonly<Record<string, AreaName>> = { ...areaOfPath, ...routed };

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
