import { Link } from 'react-router';
import { reasonOf } from '@/lib/error-reason';
import { RetryButton } from './retry-button';

/** A panel's failure from its query's result: the reason to show and its 重试. */
export const failureOf = (q: { isError: boolean; error: unknown; refetch: () => unknown } | undefined) =>
  q?.isError ? { error: q.error, retry: q.refetch } : undefined;

/** One line of a panel: a link, and beside it its date. */
export type PanelEntry = { key: string; to: string; text: string; aside: string };

/**
 * A home panel of things to act on: its head a link with the count, then the first few entries;
 * its reason and 重试 when the read failed; `none` when it read nothing.
 */
export function CountPanel(p: {
  testId: string;
  to: string;
  title: string;
  /** Whether the read answered; its count, undefined while it is read. */
  loaded: boolean;
  count: number | undefined;
  failed: { error: unknown; retry: () => unknown } | undefined;
  none: string;
  entries: PanelEntry[];
}) {
  return (
    <div className="db-task-panel" data-testid={p.testId}>
      <Link to={p.to} className="db-task-head">
        <span>{p.title}</span>
        <span className="db-task-count">{p.failed ? '!' : (p.count ?? '…')}</span>
      </Link>
      {p.failed ? (
        <p className="db-stat-error" role="alert">
          {reasonOf(p.failed.error)} <RetryButton retry={p.failed.retry} />
        </p>
      ) : p.loaded && !p.entries.length ? (
        <p className="db-task-none">{p.none}</p>
      ) : (
        <ul className="db-task-list">
          {p.entries.map((e) => (
            <li key={e.key}>
              <Link to={e.to}>{e.text}</Link>
              <span>{e.aside}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
