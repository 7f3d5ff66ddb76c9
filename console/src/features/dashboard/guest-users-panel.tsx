import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { guestUsersQuery } from '@/lib/shell-queries';
import { searchedList } from '@/lib/list-keys';
import { CountPanel, failureOf } from './count-panel';

/** The screen where an administrator gives a registered guest its role (角色配置). */
export const USER_SCREEN = '/system/user/index';
/** Registrations named in the panel: the newest. */
const FIRST_GUESTS = 3;

/**
 * 待审核注册 for whoever manages users: the people who registered from a third-party sign-in and
 * have no role yet (BladeX's -1), so cannot sign in; each a link to that account on the user screen.
 */
export function GuestUsersPanel({ live }: { live: boolean }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const query = useQuery({ ...guestUsersQuery(FIRST_GUESTS), retry: false, enabled: live });
  return (
    <CountPanel
      testId="guest-users"
      to={USER_SCREEN}
      title={t('guestUsers.title')}
      loaded={!!query.data}
      count={query.data ? Number(query.data.total ?? 0) : undefined}
      failed={failureOf(query)}
      none={t('guestUsers.none')}
      entries={(query.data?.records ?? []).map((u, n) => ({
        key: u.id ?? String(n),
        to: searchedList(USER_SCREEN, 'account', u.account ?? ''),
        text: u.realName && u.realName !== u.account ? `${u.realName} (${u.account})` : (u.account ?? ''),
        aside: t('guestUsers.registered', { date: (u.createTime ?? '').slice(0, 10) }),
      }))}
    />
  );
}
