import { Box, Flex, Heading, Text, chakra } from '@chakra-ui/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { menuStore } from '@/lib/menu-store';
import { leaves } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import { dashboardQueries, profileQueries } from '@/lib/queries';
import { dictionaryOptions } from '@/resources/queries';
import { useSession } from '@/lib/use-session';
import { BarChart } from './bar-chart';
import './dashboard.css';
import { categoryLabel, countByCategory, type Notice } from './notice-categories';

const counts = [
  { key: 'users', path: '/blade-user/page' },
  { key: 'depts', path: '/blade-system/dept/list' },
  { key: 'roles', path: '/blade-system/role/list' },
  { key: 'notices', path: '/blade-desk/notice/list' },
  { key: 'params', path: '/blade-system/param/list' },
] as const;

/** Home: the signed-in tenant at a glance (counts from the sandbox's lists, two charts). */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const session = useSession();
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  // The page shows before the menu arrives (issue 16): its count waits like the others.
  const menuLoaded = useStore(menuStore, (s) => s.loaded);
  const results = useQueries({ queries: counts.map((c) => ({ ...dashboardQueries.count(c.key, c.path), retry: false })) });
  // The notice count's own query (deduplicated with the one above by its key): its records are typed.
  const notices: Notice[] = useQuery({ ...dashboardQueries.count('notices', '/blade-desk/notice/list'), retry: false }).data?.records ?? [];
  // Category keys are shown by their `notice` dictionary labels (cached by the dictionary query).
  const dictionary = useQuery(dictionaryOptions('notice')).data ?? [];
  const labels = new Map(dictionary.map((o) => [o.value, o.label]));
  const byCategory = countByCategory(notices, dictionary, t('uncategorised'));
  // The tenant by name when the profile (BladeX's UserVO) carries it, its id beside it.
  const profile = useQuery({ ...profileQueries.me(), retry: false }).data;
  const tenantId = session?.tenantId ?? '';
  const tenant = profile?.tenantName ? `${profile.tenantName} (${tenantId})` : tenantId;
  const areas = menu.filter((m) => m.kind === 'area').map((m) => ({ label: menuLabel(m, i18n.language), value: leaves(m.children).length }));

  return (
    <Box data-testid="home-page">
      <Heading as="h1" size="lg" mb="1">
        {t('welcome', { name: session?.userInfo.nick_name || session?.userInfo.account || '' })}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('tenant', { tenant })}
      </Text>
      {/* Plain rows styled by dashboard.css: the first page after sign-in draws them (issue 16). */}
      <div className="db-stats">
        {counts.map((c, i) => (
          <dl key={c.key} className="db-stat" data-testid={`count-${c.key}`}>
            <dt className="db-stat-label">{t(`${c.key}`)}</dt>
            <dd className="db-stat-value">{results[i]?.data?.total ?? (results[i]?.isError ? t('unavailable') : '…')}</dd>
          </dl>
        ))}
        <dl className="db-stat">
          <dt className="db-stat-label">{t('menus')}</dt>
          <dd className="db-stat-value">{menuLoaded ? leaves(menu).length : '…'}</dd>
        </dl>
      </div>
      <Flex gap="4" wrap="wrap" mb="4">
        <BarChart title={t('menuAreas')} data={areas} />
        <BarChart title={t('noticeByCategory')} data={byCategory} />
      </Flex>
      <Box bg="bg.panel" rounded="l3" borderWidth="1px" p="4">
        <Heading as="h2" size="sm" mb="2">
          {t('recentNotices')}
        </Heading>
        {notices.length === 0 && <Text color="fg.muted">{t('common:noData')}</Text>}
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
