import type { Translate } from './texts';

// What the table shows beside its rows: grey rows on a first load instead of a spinner
// over an empty table, the reason of a failed request with 重试 instead of 暂无数据, and a thin
// bar while rows already shown are asked again.

/** Rows on a first load: the table's own grid, grey bars in place of the text. */
export function SkeletonRows({ count, cells }: { count: number; cells: number }) {
  const rows = [];
  for (let r = 0; r < count; r++) {
    const bars = [];
    for (let c = 0; c < cells; c++)
      bars.push(
        <div key={c} className="dt-cell">
          <span className="dt-skeleton" />
        </div>,
      );
    rows.push(
      <div key={r} className="dt-row" aria-hidden="true">
        {bars}
      </div>,
    );
  }
  return <div data-testid="table-skeleton">{rows}</div>;
}

/** A failed list: its reason (the SDK error's message, as text) and 重试; a banner above rows still shown. */
export function ListError({ reason, onRetry, t, banner }: { reason: string; onRetry: () => void; t: Translate; banner: boolean }) {
  return (
    <div role="alert" className={banner ? 'dt-error dt-error-banner' : 'dt-error'} data-testid="list-error">
      {/* A 502's HTML page can make a long reason: two lines shown, the whole on hover. */}
      <span className="dt-error-text" title={reason}>
        {t('resources:list.failed', { reason })}
      </span>
      <button type="button" className="dt-action dt-retry" onClick={onRetry}>
        {t('resources:list.retry')}
      </button>
    </div>
  );
}

/** The thin bar of a refetch over rows already shown. */
export function RefreshBar({ t }: { t: Translate }) {
  return <div className="dt-refreshing" role="status" aria-label={t('resources:list.refreshing')} data-testid="table-refreshing" />;
}
