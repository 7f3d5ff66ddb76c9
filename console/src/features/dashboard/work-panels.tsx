import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from '@/lib/store';
import { menuStore } from '@/lib/menu-store';
import { findByRoute } from '@/lib/menu';
import { dashboardQueries, pendingQuery } from '@/lib/shell-queries';
import { recentPages, recentVisits } from '@/lib/recent-pages';
import { tabLabel } from '@/lib/tab-label';
import { tabTarget } from '@/lib/tab-target';
import { searchedList } from '@/lib/list-keys';
import { pendingStates } from './derived/pending-states';
import type { PendingState } from './pending';
import { TENANT_SCREEN, TenantExpiryPanel } from './tenant-expiry-panel';
import { CountPanel, failureOf } from './count-panel';
import { BarChart } from './bar-chart';
import { GuestUsersPanel, USER_SCREEN } from './guest-users-panel';

// Home serves the person signed in: first the tasks waiting for them (待办, 待签), then the records
// in a waiting state on the screens their menu opens (an agent's devices to activate, finance's
// incomes to check, a buyer's orders to confirm), each a link to its list already filtered.

/** The task lists home shows, with the screen each opens. */
const TASKS = [
  { key: 'todo', path: '/blade-flow/work/todo-list', screen: '/work/todo/index' },
  { key: 'claim', path: '/blade-flow/work/claim-list', screen: '/work/claim/index' },
] as const;
/** Tasks named under each count: enough to act on the next one without opening the list. */
const FIRST_TASKS = 3;
/** Pending counts on home at most: a role granted every screen sees the first, in menu order. */
export const MOST_PENDING = 8;

type Task = { taskId?: string; taskName?: string; processDefinitionName?: string; createTime?: string };

const granted = (menu: Parameters<typeof findByRoute>[0], screen: string) => !!findByRoute(menu, screen);

/**
 * 待办 and 待签: how many, and the first few, each panel a link to its list; beside them, for whoever
 * manages users, the registrations waiting for a role, and for whoever manages tenants, the tenants
 * whose authorisation ends soon. `live`: their reads start (home starts them after its first paint).
 */
export function TaskPanels({ live }: { live: boolean }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  const lists = TASKS.filter((l) => granted(menu, l.screen));
  const tenants = granted(menu, TENANT_SCREEN);
  const guests = granted(menu, USER_SCREEN);
  const results = useQueries({
    queries: lists.map((l) => ({ ...dashboardQueries.count(`task-${l.key}`, l.path), retry: false, enabled: live })),
  });
  if (!lists.length && !tenants && !guests) return null;
  return (
    <section className="db-tasks" aria-label={t('myTasks')}>
      {lists.map((l, i) => {
        const r = results[i];
        const tasks = (r?.data?.records ?? []) as Task[];
        return (
          <CountPanel
            key={l.key}
            testId={`tasks-${l.key}`}
            to={l.screen}
            title={t(`tasks.${l.key}`)}
            loaded={!!r?.data}
            count={r?.data?.total}
            failed={failureOf(r)}
            none={t('tasks.none')}
            entries={tasks.slice(0, FIRST_TASKS).map((task, n) => ({
              key: task.taskId ?? String(n),
              to: l.screen,
              text: [task.processDefinitionName, task.taskName].filter(Boolean).join(' · '),
              aside: task.createTime ?? '',
            }))}
          />
        );
      })}
      {guests && <GuestUsersPanel live={live} />}
      {tenants && <TenantExpiryPanel live={live} />}
    </section>
  );
}

/** The pending states of the screens the menu opens, in menu order. */
export function grantedPending(menu: Parameters<typeof findByRoute>[0]): PendingState[] {
  return pendingStates.filter((p) => granted(menu, `${p.menuPath}/index`)).slice(0, MOST_PENDING);
}

/** The link opening a screen's list filtered to one state (the list reads its search from the address). */
export const pendingLink = (p: PendingState) => searchedList(`${p.menuPath}/index`, p.prop, p.value);

/** 待处理: each waiting state's count as a bar, a link to the records in it; read once `live`. */
export function PendingCounts({ live }: { live: boolean }) {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  const states = grantedPending(menu);
  const results = useQueries({
    queries: states.map((p) => ({ ...pendingQuery(p.path, { [p.prop]: p.value }), retry: false, enabled: live })),
  });
  if (!states.length) return null;
  const en = i18n.language === 'en';
  return (
    <BarChart
      title={t('pending')}
      data={states.map((p, i) => ({
        label: `${en ? p.titleEn : p.title} · ${en ? p.en : p.label}`,
        value: results[i]?.data,
        failed: results[i]?.isError,
        to: pendingLink(p),
        testId: `pending-${p.menuPath}`,
      }))}
    />
  );
}

/** 最近访问: the pages this person opened last (kept across sessions), each a link back. */
export function RecentPages() {
  const { t, i18n } = useTranslation('dashboard');
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  // Home stays mounted behind other tabs: a page opened meanwhile shows when home is shown again.
  useStore(recentVisits, (v) => v.count);
  const pages = recentPages();
  if (!pages.length) return null;
  return (
    <nav className="db-recent" aria-label={t('recent')}>
      <h2 className="db-section-title">{t('recent')}</h2>
      <ul>
        {pages.map((p) => (
          <li key={p.value}>
            <Link to={tabTarget(p.value, p.label)}>{tabLabel(p, menu, i18n.language)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
