// A menu screen's data starts with its route: the list's first page exactly as the
// screen will ask for it (same query key: the screen finds it in flight or cached) and the value
// labels of its columns, all in parallel, instead of after the screen's chunk and first render.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { initialListState, listParams } from './list-state';
import { listShape } from './data';
import { dictionaryOptions, lazyRootOptions, remoteOptions, resourceListOptions, treeOptions } from './queries';
import { showsLazyRoot } from './use-resource-rows';
import type { AnyResource } from './types';

// A failure is the screen's to show: its own query (the same key) reports it when it renders.
const start = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => void queryClient.prefetchQuery(options);

/** Starts the screen's list and label requests for the address `url` (its page, size and search). */
export function prefetchScreenData(def: AnyResource, url: URL): void {
  const params = listParams(listShape(def), initialListState(def.menuPath, url.searchParams));
  if (showsLazyRoot(def, params)) start(lazyRootOptions(def, params));
  else start(resourceListOptions(def, params));
  // The same sources, in the same order, as useColumnLabels asks.
  for (const c of def.columns) {
    if (c.dict) start(dictionaryOptions(c.dict.code, c.dict.biz));
    else if (c.remote) start(remoteOptions(c.remote));
    else if (c.tree) start(treeOptions(c.tree));
  }
}
