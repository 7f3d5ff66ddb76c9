import { memo, useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { SortState } from './list-state';
import { MIN_WIDTH, widthOf, type TableLayout } from './table-layout';
import type { Translate } from './texts';

/** A keyboard step of the resizer (px). */
const KEY_STEP = 16;

type HeadProps = {
  layout: TableLayout;
  t: Translate;
  widths: Record<string, number>;
  all: boolean;
  some: boolean;
  onSelectAll: (on: boolean) => void;
  /** Set when the list is sorted by the server: headers are buttons cycling the sort. */
  sort?: SortState;
  onSort?: (prop: string) => void;
  /** A width while dragging (commit false) and when let go or stepped by a key (commit true). */
  onResize: (prop: string, width: number, commit: boolean) => void;
};

const ariaSort = (sort: SortState | undefined, prop: string) =>
  sort?.prop !== prop ? 'none' : sort.dir === 'asc' ? 'ascending' : 'descending';

/**
 * The header row: select all, #, each column (sort button, resize handle), 操作. Memoised: a scroll
 * step re-renders the table, and the header's translated labels stay the same.
 */
export const TableHead = memo(function TableHead({ layout, t, widths, sort, onSort, onResize, ...p }: HeadProps) {
  // A header is named by its text alone: the resize handle inside it has its own name.
  const id = useId();
  return (
    <div role="row" className="dt-row dt-head">
      {layout.select && (
        <div className={layout.select.className} style={layout.select.style} role="columnheader">
          <RowCheck label={t('resources:list.selectAll')} checked={p.all} indeterminate={!p.all && p.some} onChange={p.onSelectAll} />
        </div>
      )}
      <div className={layout.index.className} style={layout.index.style} role="columnheader">
        {t('resources:index')}
      </div>
      {layout.columns.map((c) => {
        const sortable = !!onSort && c.sortable !== false;
        const dir = sort?.prop === c.prop ? sort.dir : undefined;
        return (
          <div
            key={c.prop}
            className={`dt-cell dt-headcell${c.pinClass}`}
            style={c.style}
            role="columnheader"
            aria-sort={sortable ? ariaSort(sort, c.prop) : undefined}
            aria-labelledby={`${id}${c.prop}`}
            data-prop={c.prop}
          >
            {sortable ? (
              <button type="button" className="dt-sort" onClick={() => onSort(c.prop)}>
                <span className="dt-text" id={`${id}${c.prop}`}>
                  {c.text}
                </span>
                <span className="dt-sort-mark" aria-hidden="true">
                  {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                </span>
              </button>
            ) : (
              <span className="dt-text" id={`${id}${c.prop}`}>
                {c.text}
              </span>
            )}
            <Resizer
              label={t('resources:list.resize', { label: c.text })}
              width={widthOf(c, widths)}
              onResize={(w, commit) => onResize(c.prop, w, commit)}
            />
          </div>
        );
      })}
      {layout.actions && (
        <div className={layout.actions.className} style={layout.actions.style} role="columnheader">
          {t('resources:operations')}
        </div>
      )}
    </div>
  );
});

/** A column's right edge: drag it (pointer) or step it (arrow keys) to change the width. */
function Resizer({ label, width, onResize }: { label: string; width: number; onResize: (width: number, commit: boolean) => void }) {
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);
  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault(); // no text selection while dragging
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, width, last: width };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    d.last = Math.max(MIN_WIDTH, Math.round(d.width + e.clientX - d.x));
    onResize(d.last, false);
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    if (d) onResize(d.last, true);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? KEY_STEP : e.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (!step) return;
    e.preventDefault();
    onResize(Math.max(MIN_WIDTH, width + step), true);
  };
  return (
    <div
      className="dt-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      tabIndex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
    />
  );
}

/** The header's native checkbox (it can be indeterminate), themed by the primary colour like the rows'. */
function RowCheck({
  label,
  checked,
  indeterminate,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="dt-check"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
