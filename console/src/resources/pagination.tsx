import { memo, useState, type KeyboardEvent } from 'react';
import { PAGE_SIZES } from './list-state';
import { useTexts } from './texts';
import './pagination.css';

/** Page buttons either side of the current page before an ellipsis. */
const AROUND = 2;

/** The page buttons: the first, the last and those around `page`; a gap of two or more pages is an ellipsis (null). */
export function pageItems(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  const from = Math.max(2, page - AROUND);
  const to = Math.min(pages - 1, page + AROUND);
  out.push(1);
  if (from > 3) out.push(null);
  else for (let n = 2; n < from; n++) out.push(n);
  for (let n = from; n <= to; n++) out.push(n);
  if (to < pages - 2) out.push(null);
  else for (let n = to + 1; n < pages; n++) out.push(n);
  if (pages > 1) out.push(pages);
  return out;
}

/**
 * Total, page sizes 10/30/50/100/200 (spec §9), previous/next, page numbers and a jump-to-page box.
 * Plain elements styled by data-table.css, like the rows: the pager is drawn with every list and
 * again on each of its loads, and a dozen Chakra buttons and fields made the first list slower
 *. Memoised: a selection or a dialog does not draw it again.
 */
export const Pager = memo(function Pager(p: { page: number; size: number; total: number; onChange: (page: number, size: number) => void }) {
  const t = useTexts();
  const pages = Math.max(1, Math.ceil(p.total / p.size));
  const go = (n: number) => p.onChange(Math.min(pages, Math.max(1, n)), p.size);
  return (
    <nav aria-label={t('resources:list.pagination')} className="dt-pager" data-testid="pager">
      <span>{t('resources:total', { n: p.total })}</span>
      <select
        className="dt-pager-size"
        aria-label={t('resources:list.pageSize')}
        value={String(p.size)}
        onChange={(e) => p.onChange(1, Number(e.target.value))}
      >
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {t('resources:perPage', { n: s })}
          </option>
        ))}
      </select>
      <button type="button" className="dt-pager-btn dt-pager-edge" disabled={p.page <= 1} onClick={() => go(p.page - 1)}>
        {t('resources:prev')}
      </button>
      {pageItems(p.page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`} aria-hidden="true" className="dt-muted">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className="dt-pager-btn"
            aria-label={t('resources:list.page', { n })}
            aria-current={n === p.page ? 'page' : undefined}
            onClick={() => go(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className="dt-pager-btn dt-pager-edge" disabled={p.page >= pages} onClick={() => go(p.page + 1)}>
        {t('resources:next')}
      </button>
      <span aria-label={t('resources:list.currentPage')} data-testid="current-page">
        {p.page} / {pages}
      </span>
      <JumpTo key={p.page} label={t('resources:list.goToPage')} prefix={t('resources:list.goTo')} max={pages} onJump={go} />
    </nav>
  );
});

/** A page number typed and sent with Enter (out-of-range numbers go to the nearest page). */
function JumpTo({ label, prefix, max, onJump }: { label: string; prefix: string; max: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    const n = Number.parseInt(value, 10);
    if (Number.isFinite(n)) onJump(n);
  };
  return (
    <span className="dt-pager-jump">
      <span aria-hidden="true">{prefix}</span>
      <input
        className="dt-pager-input"
        type="number"
        min={1}
        max={max}
        inputMode="numeric"
        aria-label={label}
        data-testid="page-jump"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={key}
      />
    </span>
  );
}
