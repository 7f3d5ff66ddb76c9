// The address keys a list keeps its state in (resources/list-state.ts): its page, its page size, the
// node of its side tree and its search fields (s.<field>). They say how a screen is shown, not which
// screen it is: a tab is its address without them, so reloading a paged or filtered list finds the
// list's own tab instead of opening a second one.

export const SEARCH_PREFIX = 's.';
export const NODE_KEY = 'node';

/** The address of a list screen opened searched by one field: `/system/user/index?s.account=guest1`. */
export const searchedList = (screen: string, field: string, value: string | number) =>
  `${screen}?${new URLSearchParams({ [SEARCH_PREFIX + field]: String(value) })}`;

/** Whether an address key is one of a list's own. */
export const isListKey = (key: string) => key === 'page' || key === 'size' || key === NODE_KEY || key.startsWith(SEARCH_PREFIX);

/** The query without the list's keys: `?a=1&page=2&s.x=y` -> `?a=1` ('' when nothing is left; unchanged when it has none). */
export function withoutListKeys(search: string): string {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  if (!keys.some(isListKey)) return search;
  for (const key of keys) if (isListKey(key)) params.delete(key);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
