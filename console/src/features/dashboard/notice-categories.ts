import type { Option } from '@/resources/types';

export type Notice = { id?: string; title?: string; category?: number | string; categoryName?: string; releaseTime?: string };

/**
 * The label of a notice's category: the `notice` dictionary's value for its key, else the name
 * the list answered (BladeX's NoticeVO categoryName), else `fallback`; never the bare key.
 */
export function categoryLabel(n: Notice, labels: ReadonlyMap<string, string>, fallback: string): string {
  return labels.get(String(n.category ?? '')) ?? (n.categoryName || fallback);
}

/** Notices counted per category label, in dictionary order (unknown categories last). */
export function countByCategory(notices: Notice[], dictionary: Option[], fallback: string): { label: string; value: number }[] {
  const labels = new Map(dictionary.map((o) => [o.value, o.label]));
  const order = new Map(dictionary.map((o, i) => [o.label, i]));
  const counts = new Map<string, number>();
  for (const n of notices) {
    const label = categoryLabel(n, labels, fallback);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => (order.get(a.label) ?? order.size) - (order.get(b.label) ?? order.size));
}
