// What a menu page's route starts before its chunks have run (app/prefetch.ts). Its own
// chunk, prefetched while the sign-in form is idle, so the route's loader finds it loaded.
import { findByRoute, leaves, type MenuItem } from '@/lib/menu';
import { menuStore } from '@/lib/menu-store';
import { loadScreenTexts } from '@/resources/texts';
import { prefetchScreenData } from '@/resources/prefetch-screen';
import { findResourceScreen, isResource, type FoundScreen } from './registry';

/**
 * The screen of the address `url`: its area chunk (columns) and texts at once, and once the menu
 * shows the page is the user's, its list and column labels. The screen loads whatever has not
 * arrived by the time it renders, and shows any failure itself.
 */
export async function startScreen(url: URL, menuReady: Promise<unknown>): Promise<void> {
  const entry = await findResourceScreen(url.pathname)?.load();
  if (!entry || !isResource(entry)) return;
  void loadScreenTexts(entry.texts).catch(() => undefined);
  await menuReady;
  if (findByRoute(menuStore.get().menu ?? [], url.pathname)) prefetchScreenData(entry, url);
}

/** How many of the menu's areas (in menu order) have their chunk and texts fetched ahead. */
const AREAS_AHEAD = 6;

/**
 * Fetches the area chunks and texts of the menu's first areas (one screen of each, in menu order),
 * for a first list opened from the menu: called once the menu is in and the browser is idle.
 * Failures are ignored: opening the screen loads it again and reports a real failure then.
 */
export async function prefetchMenuScreens(menu: MenuItem[]): Promise<void> {
  const firstOfArea = new Map<string, FoundScreen>();
  for (const leaf of leaves(menu)) {
    const found = findResourceScreen(leaf.to);
    if (found && !firstOfArea.has(found.area)) firstOfArea.set(found.area, found);
    if (firstOfArea.size === AREAS_AHEAD) break;
  }
  for (const found of firstOfArea.values()) {
    const entry = await found.load().catch(() => undefined);
    if (entry && isResource(entry)) await loadScreenTexts(entry.texts).catch(() => undefined);
  }
}
