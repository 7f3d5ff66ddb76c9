import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { storage } from '@/lib/storage';
import { isListKey, NODE_KEY, SEARCH_PREFIX } from '@/lib/list-keys';
import { keyOwner } from '@/lib/blade';

/** Page sizes of spec §9; 10 is the default. */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A column's sort: by its prop, ascending or descending. */
export type SortState = { prop: string; dir: 'asc' | 'desc' };
/** Where a column is pinned: to the left edge, the right edge, or not (it scrolls). */
export type Pin = 'left' | 'right' | 'none';

/** The table settings kept per tenant and user beside the hidden columns. */
export type ColumnSettings = {
  hidden: string[];
  sort?: SortState;
  /** Widths the user dragged, by column prop (px). */
  widths: Record<string, number>;
  /** Pins the user chose, by column prop (a column absent keeps its default). */
  pins: Record<string, Pin>;
};

/** `node`: the node picked in the screen's side tree (a department of the user list), '' for all. */
export type ListState = { page: number; size: number; search: Record<string, string>; node: string } & ColumnSettings;

/** The query of the address: the hash's query under a hash router, else location.search. */
function readUrl(): URLSearchParams {
  const { hash, search } = window.location;
  if (hash.startsWith('#/')) {
    const i = hash.indexOf('?');
    return new URLSearchParams(i === -1 ? '' : hash.slice(i + 1));
  }
  return new URLSearchParams(search);
}

function writeUrl(params: URLSearchParams) {
  const { pathname, hash, search } = window.location;
  const qs = params.toString();
  let next: string;
  if (hash.startsWith('#/')) {
    const base = hash.split('?')[0];
    next = `${pathname}${search}${base}${qs ? `?${qs}` : ''}`;
  } else next = `${pathname}${qs ? `?${qs}` : ''}${hash}`;
  if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
}

/** The storage key of a screen's list state: per tenant and per user. */
export function stateKey(menuPath: string): string {
  const { tenantId, userId } = keyOwner();
  return `resource-state:${tenantId}:${userId}:${menuPath}`;
}

export function parseListState(params: URLSearchParams, stored: Partial<ListState> | undefined): ListState {
  const size = Number(params.get('size') ?? stored?.size ?? DEFAULT_PAGE_SIZE);
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const search: Record<string, string> = {};
  // The address's filters (search and node) replace the saved ones together: a link to a search
  // does not pick up a department the user chose last time.
  let fromUrl = params.has(NODE_KEY);
  params.forEach((v, k) => {
    if (k.startsWith(SEARCH_PREFIX)) {
      search[k.slice(SEARCH_PREFIX.length)] = v;
      fromUrl = true;
    }
  });
  return {
    page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: fromUrl ? search : { ...(stored?.search ?? {}) },
    node: fromUrl ? (params.get(NODE_KEY) ?? '') : typeof stored?.node === 'string' ? stored.node : '',
    hidden: stored?.hidden ?? [],
    sort: validSort(stored?.sort),
    widths: { ...(stored?.widths ?? {}) },
    pins: { ...(stored?.pins ?? {}) },
  };
}

// Storage is the user's browser: a malformed saved sort is dropped rather than sent.
function validSort(sort: unknown): SortState | undefined {
  if (!sort || typeof sort !== 'object') return undefined;
  const { prop, dir } = sort as Partial<SortState>;
  return typeof prop === 'string' && prop && (dir === 'asc' || dir === 'desc') ? { prop, dir } : undefined;
}

/** The next sort of a header click: none -> ascending -> descending -> none (another column starts ascending). */
export function nextSort(current: SortState | undefined, prop: string): SortState | undefined {
  if (current?.prop !== prop) return { prop, dir: 'asc' };
  return current.dir === 'asc' ? { prop, dir: 'desc' } : undefined;
}

/** BladeX's column name of a prop: MyBatis-Plus orders by the table's snake_case column. */
export const columnOf = (prop: string) => prop.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** BladeX's `ascs`/`descs` query parameters of a sort (nothing without one). */
export function sortParams(sort: SortState | undefined): Record<string, string> {
  if (!sort) return {};
  return sort.dir === 'asc' ? { ascs: columnOf(sort.prop) } : { descs: columnOf(sort.prop) };
}

export function toUrlParams(
  state: Pick<ListState, 'page' | 'size' | 'search'> & { node?: string },
  base = new URLSearchParams(),
): URLSearchParams {
  const p = new URLSearchParams();
  base.forEach((v, k) => {
    if (!isListKey(k)) p.set(k, v);
  });
  if (state.page > 1) p.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) p.set('size', String(state.size));
  if (state.node) p.set(NODE_KEY, state.node);
  for (const [k, v] of Object.entries(state.search)) if (v !== '' && v != null) p.set(SEARCH_PREFIX + k, v);
  return p;
}

/** A screen's state when it opens: the address's page, size, search and node, else the user's saved ones. */
export function initialListState(menuPath: string, params: URLSearchParams, defaultHidden: string[] = []): ListState {
  const stored = storage.get<Partial<ListState>>(stateKey(menuPath));
  const s = parseListState(params, stored);
  return stored?.hidden ? s : { ...s, hidden: defaultHidden };
}

/**
 * The list request's parameters for a state: page and size when the list is paged, the sort when it
 * sorts, then the search and the side tree's node (in the parameter its tree filters by).
 */
export function listParams(
  list: { paged: boolean; sortable: boolean; nodeParam?: string },
  state: Pick<ListState, 'page' | 'size' | 'search' | 'sort'> & { node?: string },
  fixedQuery?: Record<string, unknown>,
): Record<string, unknown> {
  return {
    ...(list.paged ? { current: state.page, size: state.size } : {}),
    ...(list.sortable ? sortParams(state.sort) : {}),
    ...state.search,
    ...(list.nodeParam && state.node ? { [list.nodeParam]: state.node } : {}),
    ...fixedQuery,
  };
}

/**
 * List state kept in the address (page, size, search, node) and per tenant and user (plus the column
 * settings). A list inside another screen (`embedded`: a dictionary's entries) neither reads nor
 * writes the address, which is the screen's: the parent's search must not filter its entries. It
 * opens unfiltered (one dictionary's search is no search of the next), keeping its column settings.
 */
export function useListState(screenPath: string, { embedded = false }: { embedded?: boolean } = {}) {
  const menuPath = embedded ? `${screenPath}#embedded` : screenPath;
  const [state, setState] = useState<ListState>(() =>
    embedded ? { ...initialListState(menuPath, new URLSearchParams()), search: {}, node: '' } : initialListState(menuPath, readUrl()),
  );
  useEffect(() => {
    const { size, search, node, hidden, sort, widths, pins } = state;
    storage.set(stateKey(menuPath), { size, search, node, hidden, sort, widths, pins });
    if (!embedded) writeUrl(toUrlParams(state, readUrl()));
  }, [menuPath, state, embedded]);
  // A screen stays mounted in its tab, which is its address without the list's keys: a link to it
  // with a search or a page (home's counts, back and forward) shows that search in the same screen.
  const location = useLocation();
  const arrived = useRef(location.search);
  useEffect(() => {
    if (location.search === arrived.current) return;
    arrived.current = location.search;
    const params = new URLSearchParams(location.search);
    if (embedded || !location.pathname.startsWith(`${menuPath}/`) || ![...params.keys()].some(isListKey)) return;
    const { page, size, search, node } = parseListState(params, storage.get<Partial<ListState>>(stateKey(menuPath)));
    setState((s) => ({ ...s, page, size, search, node }));
  }, [location.pathname, location.search, menuPath, embedded]);
  const update = useCallback((patch: Partial<ListState>) => setState((s) => ({ ...s, ...patch })), []);
  return [state, update] as const;
}
