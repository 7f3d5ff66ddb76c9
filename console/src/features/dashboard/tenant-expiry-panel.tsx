import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tenantsQuery } from '@/lib/shell-queries';
import { expiringTenants } from './tenant-expiry';
import { searchedList } from '@/lib/list-keys';
import { CountPanel, failureOf } from './count-panel';

/** The screen that renews a tenant (租户管理: 授权配置), opened filtered to one tenant from the panel. */
export const TENANT_SCREEN = '/system/tenant/index';
/** Tenants named in the panel: the soonest to end. */
const FIRST_TENANTS = 3;

/**
 * 租户授权到期 for whoever manages tenants: how many tenants' authorisation has ended or ends within
 * a month, and the first few with their dates, each a link to that tenant on the tenant screen.
 */
export function TenantExpiryPanel({ live }: { live: boolean }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const query = useQuery({ ...tenantsQuery(), retry: false, enabled: live });
  const soon = query.data ? expiringTenants(query.data, Date.now()) : [];
  return (
    <CountPanel
      testId="tenant-expiry"
      to={TENANT_SCREEN}
      title={t('tenantExpiry.title')}
      loaded={!!query.data}
      count={query.data ? soon.length : undefined}
      failed={failureOf(query)}
      none={t('tenantExpiry.none')}
      entries={soon.slice(0, FIRST_TENANTS).map((x) => ({
        key: x.tenantId,
        to: searchedList(TENANT_SCREEN, 'tenantId', x.tenantId),
        text: `${x.tenantName} (${x.tenantId})`,
        aside: t(x.expired ? 'tenantExpiry.ended' : 'tenantExpiry.ends', { date: x.expireTime.slice(0, 10) }),
      }))}
    />
  );
}
