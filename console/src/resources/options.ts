import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dictionaryOptions, remoteOptions, treeOptions, type TreeNode } from './queries';
import type { ColumnDef, Option } from './types';
import type { Translate, TextKey } from './texts';

/** A column's static options as shown: literal labels, or choices translated now. */
export function staticOptions(col: ColumnDef, t: Translate): Option[] | undefined {
  const o = col.options;
  if (!o || Array.isArray(o)) return o;
  return o.values.map((value) => ({ value, label: t(`${o.texts}.${value}` as TextKey) }));
}

/** The options of a select/radio/switch column: static, dictionary or remote list. */
export function useColumnOptions(col: ColumnDef, t: Translate): Option[] {
  const dict = useQuery({ ...dictionaryOptions(col.dict?.code ?? '', col.dict?.biz), enabled: !!col.dict });
  const remote = useQuery(remoteOptions(col.remote));
  if (col.options) return staticOptions(col, t)!;
  if (col.dict) return dict.data ?? [];
  if (col.remote) return remote.data ?? [];
  if (col.type === 'switch')
    return [
      { value: '0', label: t('resources:no') },
      { value: '1', label: t('resources:yes') },
    ];
  return [];
}

/** How long typing rests before a picker asks the server for the typed text. */
const SEARCH_PAUSE_MS = 300;

/**
 * A remote picker's choices while the user types: where its list filters by the label
 * (`remote.search`), the server's answer to the typed text (after a pause), else the list as read.
 * Choices once shown stay known, so a picked one past the list's first page keeps its label.
 */
export function useSearchedOptions(col: ColumnDef, read: Option[], values: string[]) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(text.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const remote = col.remote;
  const src = remote?.search && asked ? { ...remote, query: { ...remote.query, [remote.search]: asked } } : undefined;
  // The last answer stays shown while the next is asked; before the first, the list as read (filtered as typed).
  const searched = useQuery({ ...remoteOptions(src), placeholderData: keepPreviousData });
  const seen = useRef(new Map<string, Option>(col.known ? [[col.known.value, col.known]] : []));
  const shown = src && searched.data ? searched.data : read;
  for (const o of shown) seen.current.set(o.value, o);
  const picked = values.filter((v) => !shown.some((o) => o.value === v)).flatMap((v) => seen.current.get(v) ?? []);
  return {
    options: picked.length ? [...shown, ...picked] : shown,
    onQueryChange: remote?.search ? setText : undefined,
    loading: !!src && searched.isFetching,
  };
}

export function useTreeNodes(col: ColumnDef): TreeNode[] {
  const q = useQuery(treeOptions(col.tree));
  return q.data ?? [];
}

export function flattenTree(nodes: TreeNode[], out = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    out.set(n.value, n.title);
    out.set(n.id, n.title);
    if (n.children) flattenTree(n.children, out);
  }
  return out;
}

/** Splits a comma-joined id list or an array into strings. */
export function toIdList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String).filter(Boolean);
  if (v === '' || v == null || v === -1 || v === '-1') return [];
  return String(v).split(',').filter(Boolean);
}
