// "Did you mean": the known names closest to what was typed, by edit distance (a letter missing,
// doubled or swapped) or by containing it, so a misspelt operationId, resource or flag names the
// right one instead of only listing everything.

/** Edit distance (a swap of two neighbours counts one), case-insensitive, giving up past `limit` (the answer is then limit + 1). */
export function distance(a: string, b: string, limit = Infinity): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
      best = Math.min(best, row[j]!);
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return prev[y.length]!;
}

/** Up to `max` names close to `typed`: the nearest by spelling first, then those containing it. */
export function closest(typed: string, names: readonly string[], max = 3): string[] {
  const limit = Math.max(1, Math.min(3, Math.floor(typed.length / 3)));
  const near = names
    .map((name) => ({ name, d: distance(typed, name, limit) }))
    .filter((c) => c.d <= limit)
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .map((c) => c.name);
  const lower = typed.toLowerCase();
  const containing = lower.length >= 3 ? names.filter((n) => n.toLowerCase().includes(lower) && !near.includes(n)) : [];
  return [...near, ...containing].slice(0, max);
}

/** " Did you mean: a, b?" or nothing. */
export function didYouMean(typed: string, names: readonly string[], max = 3): string {
  const close = closest(typed, names, max);
  return close.length ? ` Did you mean: ${close.join(', ')}?` : '';
}
