import { storage } from './storage';
import { keyOwner } from './blade';
import { paths } from './paths';
import { createStore } from './store';
import type { Tab } from './tabs-store';

type KeyOwner = ReturnType<typeof keyOwner>;

// The pages a person opened last, kept per tenant and user across sessions (the tabs are not:
// sign-out clears them), so home can offer them again.

/** Counts the visits recorded: what a shown list of them subscribes to (useStore), to read them again. */
export const recentVisits = createStore({ count: 0 });

/** How many pages home offers. */
export const MAX_RECENT = 6;

const recentKey = ({ tenantId, userId }: KeyOwner) => `recent-pages:${tenantId}:${userId}`;

/** The pages opened last, newest first; what storage holds that is not a page is dropped. */
export function recentPages(owner = keyOwner()): Tab[] {
  const stored = storage.get<unknown>(recentKey(owner));
  if (!Array.isArray(stored)) return [];
  return stored.filter((t): t is Tab => !!t && typeof t === 'object' && typeof t.value === 'string' && typeof t.label === 'string');
}

/** Puts a page first among the recent ones (the same screen once, by its path without the query; never home). */
export function recordVisit(tab: Tab, owner = keyOwner()): void {
  const path = tab.value.split('?')[0];
  if (path === paths.home || !owner.userId) return;
  const rest = recentPages(owner).filter((t) => t.value.split('?')[0] !== path);
  storage.set(recentKey(owner), [tab, ...rest].slice(0, MAX_RECENT));
  recentVisits.set((v) => ({ count: v.count + 1 }));
}
