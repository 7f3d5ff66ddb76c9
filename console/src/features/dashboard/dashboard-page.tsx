import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { menuStore } from '@/lib/menu-store';
import { findByRoute } from '@/lib/menu';
import { dashboardQueries, profileQueries } from '@/lib/shell-queries';
import { dictionaryOptions } from '@/resources/queries';
import { useSession } from '@/lib/use-session';
import { useAfterPaint } from '@/lib/use-after-paint';
import { BarChart } from './bar-chart';
import { reasonOf } from '@/lib/error-reason';
import { CountStats } from './count-stats';
import { RetryButton } from './retry-button';
import { PendingCounts, RecentPages, TaskPanels } from './work-panels';
import './dashboard.css';
import { categoryLabel, countByCategory, type Notice } from './notice-categories';

/**
 * Home: what the person signed in acts on first (their tasks, the records waiting in the states their
 * screens hold), then the tenant's counts, notices by category and the latest notices.
 */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const session = useSession();
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  // Every read of home starts after its first paint: the page, not its figures, comes first.
  const live = useAfterPaint();
  // The notices (deduplicated with their count by the key), only for a user whose menu opens them.
  const noticesGranted = !!findByRoute(menu, '/desk/notice/index');
  const noticeQuery = useQuery({
    ...dashboardQueries.count('notices', '/blade-desk/notice/list'),
    retry: false,
    enabled: live && noticesGranted,
  });
  const notices: Notice[] = noticeQuery.data?.records ?? [];
  // Category keys are shown by their `notice` dictionary labels (cached by the dictionary query).
  const dictionary = useQuery({ ...dictionaryOptions('notice'), enabled: live }).data ?? [];
  const labels = new Map(dictionary.map((o) => [o.value, o.label]));
  const byCategory = countByCategory(notices, dictionary, t('uncategorised'));
  // The tenant by name when the profile (BladeX's UserVO) carries it, its id beside it.
  const profile = useQuery({ ...profileQueries.me(), retry: false, enabled: live }).data;
  const tenantId = session?.tenantId ?? '';
  const tenant = profile?.tenantName ? `${profile.tenantName} (${tenantId})` : tenantId;

  return (
    <Box data-testid="home-page">
      <Heading as="h1" size="lg" mb="1">
        {t('welcome', { name: session?.userInfo.nick_name || session?.userInfo.account || '' })}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('tenant', { tenant })}
      </Text>
      <TaskPanels live={live} />
      <PendingCounts live={live} />
      <RecentPages />
      <CountStats live={live} />
      <BarChart title={t('noticeByCategory')} data={byCategory} />
      <Box bg="bg.panel" rounded="l3" borderWidth="1px" p="4">
        <Heading as="h2" size="sm" mb="2">
          {t('recentNotices')}
        </Heading>
        {noticeQuery.isError ? (
          <Text color="fg.error" role="alert">
            {reasonOf(noticeQuery.error)} <RetryButton retry={noticeQuery.refetch} />
          </Text>
        ) : (
          notices.length === 0 && <Text color="fg.muted">{noticeQuery.isPending && noticesGranted ? '…' : t('common:noData')}</Text>
        )}
        <chakra.ul listStyleType="none" m="0" p="0">
          {notices.slice(0, 5).map((n, i) => (
            <chakra.li key={n.id ?? i} py="2" borderBottomWidth="1px" display="flex" justifyContent="space-between" gap="4" fontSize="sm">
              <Text truncate>{n.title}</Text>
              <Text color="fg.muted" flexShrink={0}>
                {`${categoryLabel(n, labels, t('uncategorised'))} · ${n.releaseTime ?? ''}`}
              </Text>
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
    </Box>
  );
}
