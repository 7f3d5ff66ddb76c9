import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tenantsQuery } from '@/lib/shell-queries';
import { reasonOf } from '@/lib/error-reason';
import { expiringTenants } from './tenant-expiry';
import { RetryButton } from './retry-button';

/** The screen that renews a tenant (租户管理: 授权配置), opened filtered to one tenant from the panel. */
export const TENANT_SCREEN = '/system/tenant/index';
/** Tenants named in the panel: the soonest to end. */
const FIRST_TENANTS = 3;

/**
 * 租户授权到期 for whoever manages tenants: how many tenants' authorisation has ended or ends within
 * a month, and the first few with their dates, each a link to that tenant on the tenant screen.
 */
export function TenantExpiryPanel() {
  const { t } = useTranslation(['dashboard', 'common']);
  const query = useQuery({ ...tenantsQuery(), retry: false });
  const soon = query.data ? expiringTenants(query.data, Date.now()) : [];
  return (
    <div className="db-task-panel" data-testid="tenant-expiry">
      <Link to={TENANT_SCREEN} className="db-task-head">
        <span>{t('tenantExpiry.title')}</span>
        <span className="db-task-count">{query.isError ? '!' : query.data ? soon.length : '…'}</span>
      </Link>
      {query.isError ? (
        <p className="db-stat-error" role="alert">
          {reasonOf(query.error)} <RetryButton retry={query.refetch} />
        </p>
      ) : query.data && !soon.length ? (
        <p className="db-task-none">{t('tenantExpiry.none')}</p>
      ) : (
        <ul className="db-task-list">
          {soon.slice(0, FIRST_TENANTS).map((x) => (
            <li key={x.tenantId}>
              <Link to={`${TENANT_SCREEN}?s.tenantId=${encodeURIComponent(x.tenantId)}`}>{`${x.tenantName} (${x.tenantId})`}</Link>
              <span>{t(x.expired ? 'tenantExpiry.ended' : 'tenantExpiry.ends', { date: x.expireTime.slice(0, 10) })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
