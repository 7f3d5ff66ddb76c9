import { storage } from '@/lib/storage';
import { keyOwner } from '@/lib/blade';
import { parseListState, type ListState } from './list-state';

// Named views (react-admin's saved queries, ProTable's columnsState): a list's search, sort,
// columns and page size kept under a name, per tenant, user and screen, and chosen again later.

/** What a view keeps of a list: everything but the page it was on. */
export type NamedView = { name: string } & Omit<ListState, 'page'>;

/** The most views a screen keeps; saving one more drops the oldest. */
export const MAX_VIEWS = 20;

const viewsKey = (menuPath: string) => {
  const { tenantId, userId } = keyOwner();
  return `resource-views:${tenantId}:${userId}:${menuPath}`;
};

/** A screen's saved views, oldest first; what storage holds that is not a view is dropped. */
export function readViews(menuPath: string): NamedView[] {
  const stored = storage.get<unknown>(viewsKey(menuPath));
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((v) => {
    if (!v || typeof v !== 'object' || typeof (v as NamedView).name !== 'string' || !(v as NamedView).name.trim()) return [];
    // Through the list state's own reading: a malformed size or sort is dropped, not applied.
    const { page: _page, ...state } = parseListState(new URLSearchParams(), v as Partial<ListState>);
    return [{ ...state, name: (v as NamedView).name }];
  });
}

/** Keeps the list's state under `name` (replacing a view of that name) and answers the views. */
export function saveView(menuPath: string, name: string, state: ListState): NamedView[] {
  const { page: _page, ...kept } = state;
  const views = [...readViews(menuPath).filter((v) => v.name !== name), { ...kept, name }].slice(-MAX_VIEWS);
  storage.set(viewsKey(menuPath), views);
  return views;
}

/** Drops the view named `name` and answers the views left. */
export function removeView(menuPath: string, name: string): NamedView[] {
  const views = readViews(menuPath).filter((v) => v.name !== name);
  storage.set(viewsKey(menuPath), views);
  return views;
}

/** The list state a view gives: its settings, from the first page. */
export function stateOfView({ name: _name, ...state }: NamedView): Partial<ListState> {
  return { ...state, page: 1 };
}
