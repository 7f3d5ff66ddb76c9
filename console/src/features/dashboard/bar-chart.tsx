import { Link } from 'react-router';
import './bar-chart.css';

/** One bar: its label, its value (undefined while it is read), and where a click on it goes. */
export type Bar = { label: string; value: number | undefined; to?: string; testId?: string; failed?: boolean };

/**
 * A small horizontal bar chart in plain markup (no chart library in the bundle): home draws it at
 * sign-in, and a styled component per label, track and bar cost more to create than the chart is
 * worth. A bar with `to` is a link, so a count is one click from its list.
 */
export function BarChart({ title, data, testId }: { title: string; data: Bar[]; testId?: string }) {
  const max = Math.max(1, ...data.map((d) => d.value ?? 0));
  return (
    <section className="bc-panel" aria-label={title} data-testid={testId}>
      <h2 className="bc-title">{title}</h2>
      <ul className="bc-grid">
        {data.map((d) => {
          const parts = (
            <>
              <span className="bc-label">{d.label}</span>
              <span className="bc-track" aria-hidden="true">
                <span className="bc-bar" style={{ width: `${((d.value ?? 0) / max) * 100}%` }} />
              </span>
              <span className="bc-value">{d.failed ? '!' : (d.value ?? '…')}</span>
            </>
          );
          return (
            <li key={d.label} className="bc-row">
              {d.to ? (
                <Link to={d.to} className="bc-row-link" data-testid={d.testId}>
                  {parts}
                </Link>
              ) : (
                parts
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
