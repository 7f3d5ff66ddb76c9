import type { CallInit } from './call-init';

/** One page of a list, with where it stands: `pages` comes from the first answer. */
export interface Page<E> {
  records: E[];
  /** Records in the whole list (an unpaged list: its length). */
  total: number;
  /** This page's number, from 1. */
  current: number;
  /** How many pages the list has (an unpaged list: 1). */
  pages: number;
  size: number;
}

/** Options of `pages` / `records` / `all`: the list's filters, the page size, how many pages in flight. */
export type PagesOptions<Q = object, L = string> = CallInit & {
  query?: Q;
  /** Records a page, default 100. */
  size?: number;
  /** Pages requested at once after the first, default 1; they are still yielded in order. */
  concurrency?: number;
  /** Which list of the resource (default: its main list). */
  list?: L;
};

/** Reads page `current` of the list: the raw answer (a BladeX page, or an array for an unpaged list). */
export type ReadPage = (current: number, size: number, signal: AbortSignal) => Promise<unknown>;

/**
 * Every page of a list, in order. The first answer gives `total` and `pages`; then up to
 * `concurrency` pages are in flight while the caller handles the one it has. Breaking out of the
 * loop, an error or the caller's signal aborts the pages still in flight.
 */
export async function* readPages<E>(read: ReadPage, options: PagesOptions = {}): AsyncGenerator<Page<E>, void, undefined> {
  const size = options.size ?? 100;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const caller = options.signal;
  const controller = new AbortController();
  const forward = () => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  caller?.addEventListener('abort', forward, { once: true });
  const page = (current: number) => {
    controller.signal.throwIfAborted(); // no new page once the caller has stopped
    return read(current, size, controller.signal).then((answer) => toPage<E>(answer, { current, size }));
  };
  try {
    const first = await page(1);
    yield first;
    const pending: Promise<Page<E>>[] = [];
    let next = 2;
    const fill = () => {
      while (next <= first.pages && pending.length < concurrency) {
        const p = page(next++);
        p.catch(() => undefined); // awaited in order below; this keeps a later page's failure from being "unhandled" meanwhile
        pending.push(p);
      }
    };
    fill();
    while (pending.length > 0) {
      const current = await pending.shift()!;
      controller.signal.throwIfAborted(); // an answer that came in after the abort is not yielded
      fill();
      yield current;
    }
  } finally {
    caller?.removeEventListener('abort', forward);
    controller.abort(); // pages still in flight when the caller stopped early
  }
}

/** Every record of a list, page after page (see readPages). */
export async function* readRecords<E>(read: ReadPage, options?: PagesOptions): AsyncGenerator<E, void, undefined> {
  for await (const page of readPages<E>(read, options)) yield* page.records;
}

/** Every record of a list in one array. */
export async function readAll<E>(read: ReadPage, options?: PagesOptions): Promise<E[]> {
  const all: E[] = [];
  for await (const page of readPages<E>(read, options)) all.push(...page.records);
  return all;
}

/**
 * A list's answer as a Page: `page()` and each page of `pages()` have this one shape. A BladeX page
 * gives its own numbers; an unpaged list (an array) is one page of all its records. The page asked
 * for wins over the answer's numbers, which fill in what was not asked (the server's default size).
 */
export function toPage<E>(answer: unknown, asked: { current?: unknown; size?: unknown } = {}): Page<E> {
  if (Array.isArray(answer)) return { records: answer as E[], total: answer.length, current: 1, pages: 1, size: answer.length };
  const data = (answer ?? {}) as { records?: E[]; total?: unknown; current?: unknown; size?: unknown; pages?: unknown };
  const records = data.records ?? [];
  const positive = (...xs: unknown[]) => Number(xs.find((x) => Number(x) > 0) ?? 0);
  const total = Number(data.total ?? 0);
  const current = positive(asked.current, data.current, 1);
  const size = positive(asked.size, data.size, records.length, 1);
  const pages = Number(data.pages) > 0 ? Number(data.pages) : Math.ceil(total / size);
  return { records, total, current, pages: Math.max(1, pages), size };
}
