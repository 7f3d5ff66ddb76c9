import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { menuStore } from '@/lib/menu-store';
import { findByRoute, leaves } from '@/lib/menu';
import { dashboardQueries } from '@/lib/shell-queries';
import { reasonOf } from '@/lib/error-reason';
import { RetryButton } from './retry-button';

/** Each count of the home page with the screen it counts: shown only to a user whose menu opens that screen. */
export const homeCounts = [
  { key: 'users', path: '/blade-user/page', screen: '/system/user/index' },
  { key: 'depts', path: '/blade-system/dept/list', screen: '/system/dept/index' },
  { key: 'roles', path: '/blade-system/role/list', screen: '/authority/role/index' },
  { key: 'notices', path: '/blade-desk/notice/list', screen: '/desk/notice/index' },
  { key: 'params', path: '/blade-system/param/list', screen: '/system/param/index' },
] as const;

/**
 * The count boxes: the menu's leaves, then one box per granted screen. A failed count shows its
 * reason and 重试, never 0 or a blank as if there were nothing; an unanswered one shows "…".
 * `live`: the counts are read (home starts them after its first paint).
 */
export function CountStats({ live }: { live: boolean }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  const menuLoaded = useStore(menuStore, (s) => s.loaded);
  const granted = menuLoaded ? homeCounts.filter((c) => findByRoute(menu, c.screen)) : [];
  const results = useQueries({ queries: granted.map((c) => ({ ...dashboardQueries.count(c.key, c.path), retry: false, enabled: live })) });
  return (
    // Plain rows styled by dashboard.css: the first page after sign-in draws them.
    <div className="db-stats">
      {granted.map((c, i) => {
        const r = results[i];
        return (
          <dl key={c.key} className="db-stat" data-testid={`count-${c.key}`}>
            <dt className="db-stat-label">{t(c.key)}</dt>
            {r?.isError ? (
              <dd className="db-stat-error" role="alert">
                <span className="db-stat-reason" title={reasonOf(r.error)}>
                  {reasonOf(r.error)}
                </span>
                <RetryButton retry={r.refetch} />
              </dd>
            ) : (
              <dd className="db-stat-value">{r?.data?.total ?? '…'}</dd>
            )}
          </dl>
        );
      })}
      <dl className="db-stat">
        <dt className="db-stat-label">{t('menus')}</dt>
        <dd className="db-stat-value">{menuLoaded ? leaves(menu).length : '…'}</dd>
      </dl>
    </div>
  );
}
