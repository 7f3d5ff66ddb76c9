// Who may make a call, from the contract: BladeX's @PreAuth role checks (x-blade-pre-auth), whose
// refusal is a 401 that ends the session (spec §8), and the access facts the sandbox enforces
// beyond them (x-blade-access: the platform's tables, the tenant administrators' calls), whose
// refusal is a 403. A console offers a call only to a user who passes both.
import { ACCESS, PRE_AUTH } from './generated/pre-auth';

/** administrator: RoleConstant.HAS_ROLE_ADMINISTRATOR; admin: HAS_ROLE_ADMIN (administrator or admin). */
export type PreAuth = 'administrator' | 'admin';
/** platform: the platform tenant's administrator alone (reads too); tenantAdmin: the tenant's administrators; self: anyone signed in, for himself. */
export type Access = 'platform' | 'tenantAdmin' | 'self';
/** The caller as the session knows him: the token's comma-joined role_name and tenant_id. */
export interface Caller {
  roleName?: string;
  tenantId?: string;
}

const ROLES: Record<PreAuth, readonly string[]> = { administrator: ['administrator'], admin: ['administrator', 'admin'] };
/** BladeX's platform tenant (BladeConstant.ADMIN_TENANT_ID). */
const PLATFORM_TENANT = '000000';

/**
 * The @PreAuth role check of an operation ("POST /blade-system/tenant/submit"), if it has one.
 * @example preAuthOf('POST /blade-user/reset-password') // 'admin'
 */
export const preAuthOf = (operation: string): PreAuth | undefined => PRE_AUTH[operation];

/**
 * Who may make an operation beyond @PreAuth, where the contract says so.
 * @example accessOf('GET /blade-system/tenant/list') // 'platform'
 */
export const accessOf = (operation: string): Access | undefined => ACCESS[operation];

/**
 * Whether a caller passes an operation's @PreAuth (his role aliases, as blade-tool's
 * AuthFun.hasAnyRole reads them) and its access: a platform call needs the administrator role in
 * the platform tenant, a tenantAdmin call an administrator or admin role. Given only the role_name
 * (a string), the tenant is not checked. An operation with neither: always.
 * @example mayCall({ roleName: 'administrator', tenantId: '100001' }, 'GET /blade-system/tenant/list') // false
 */
export function mayCall(caller: string | Caller | undefined, operation: string): boolean {
  const { roleName, tenantId } = typeof caller === 'object' ? caller : { roleName: caller, tenantId: undefined };
  const roles = (roleName ?? '').split(',').map((r) => r.trim());
  const preAuth = preAuthOf(operation);
  if (preAuth && !ROLES[preAuth].some((r) => roles.includes(r))) return false;
  const access = accessOf(operation);
  if (access === 'platform') return roles.includes('administrator') && (tenantId === undefined || tenantId === PLATFORM_TENANT);
  if (access === 'tenantAdmin') return ROLES.admin.some((r) => roles.includes(r));
  return true;
}
