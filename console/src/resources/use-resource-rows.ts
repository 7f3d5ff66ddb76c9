import { useCallback, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { readRows } from './data';
import { dictionaryOptions, lazyRootOptions, remoteOptions, resourceListOptions, treeOptions } from './queries';
import { flattenTree, staticOptions } from './options';
import { optionMap } from './format';
import type { VisibleRow } from './data-table';
import type { AnyResource, ColumnDef, Row } from './types';
import type { Translate } from './texts';

export const keyOf = (def: AnyResource, row: Row) => String(row[def.rowKey ?? 'id'] ?? row.id ?? row.key ?? '');

/** Rows of a tree table as shown: children under expanded parents, with their depth. */
export function flattenVisible(def: AnyResource, roots: Row[], expanded: Set<string>, lazyChildren: Record<string, Row[]>): VisibleRow[] {
  const out: VisibleRow[] = [];
  const walk = (rows: Row[], depth: number) => {
    for (const row of rows) {
      const key = keyOf(def, row);
      const kids = (Array.isArray(row.children) && row.children.length ? (row.children as Row[]) : undefined) ?? lazyChildren[key];
      const expandable = !!def.tree && (!!kids?.length || (row.hasChildren === true && !lazyChildren[key]));
      const isOpen = expandable && expanded.has(key);
      out.push({ row, key, depth, expandable, expanded: isOpen });
      if (isOpen && kids) walk(kids, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** The list of a screen (paged or tree), with lazy children loaded on expand. */
// The parameters that page or order a list rather than search it.
const LIST_CONTROLS = new Set(['current', 'size', 'ascs', 'descs']);

/** A lazy tree shows its top level until a search asks the list (which searches every level). */
export function showsLazyRoot(def: AnyResource, params: Record<string, unknown>): boolean {
  return !!def.tree?.lazy && !Object.keys(params).some((k) => !LIST_CONTROLS.has(k));
}

export function useResourceRows(def: AnyResource, params: Record<string, unknown>) {
  const lazy = def.tree?.lazy;
  const lazyRoot = showsLazyRoot(def, params);
  const rootQuery = useQuery({ ...lazyRootOptions(def, params), enabled: lazyRoot });
  const pageQuery = useQuery({ ...resourceListOptions(def, params), enabled: !lazyRoot });
  const listQuery = lazyRoot ? rootQuery : pageQuery;
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [lazyChildren, setLazyChildren] = useState<Record<string, Row[]>>({});
  const records = listQuery.data?.records;
  const rows = useMemo(() => flattenVisible(def, records ?? [], expanded, lazyChildren), [def, records, expanded, lazyChildren]);
  const toggle = useCallback(
    async (r: VisibleRow) => {
      const next = new Set(expanded);
      if (next.has(r.key)) next.delete(r.key);
      else {
        next.add(r.key);
        const hasInline = Array.isArray(r.row.children) && r.row.children.length > 0;
        if (lazy && !hasInline && !lazyChildren[r.key]) {
          const kids = await readRows(lazy.url, { [lazy.param]: r.key });
          setLazyChildren((m) => ({ ...m, [r.key]: kids }));
        }
      }
      setExpanded(next);
    },
    [expanded, lazy, lazyChildren],
  );
  const resetLazy = useCallback(() => setLazyChildren({}), []);
  return { query: listQuery, rows, total: listQuery.data?.total ?? 0, toggle, resetLazy };
}

/** Value -> label maps of every select, dictionary and tree column (table text and export). */
export function useColumnLabels(columns: ColumnDef[], t: Translate): Record<string, Map<string, string>> {
  // Static options need no query: their labels are literal or this language's texts.
  const sources = columns.filter((c) => c.dict || c.remote || c.tree);
  const results = useQueries({
    queries: sources.map((c) =>
      c.dict ? dictionaryOptions(c.dict.code, c.dict.biz) : c.remote ? remoteOptions(c.remote) : treeOptions(c.tree!),
    ),
  });
  return useMemo(() => {
    const out: Record<string, Map<string, string>> = {};
    for (const c of columns) if (c.options && !c.dict && !c.remote && !c.tree) out[c.prop] = optionMap(staticOptions(c, t)!);
    sources.forEach((c, i) => {
      const data = results[i]?.data as unknown;
      if (!Array.isArray(data)) return;
      out[c.prop] = c.tree ? flattenTree(data as never) : optionMap(data as never);
    });
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, t, results.map((r) => r.dataUpdatedAt).join(',')]);
}
