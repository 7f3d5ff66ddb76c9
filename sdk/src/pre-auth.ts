// BladeX's @PreAuth role checks (the contract's x-blade-pre-auth): a caller without the role is
// answered 401, which ends the session (spec §8), so a console offers such a call only to a user
// whose roles pass it.
import { PRE_AUTH } from './generated/pre-auth';

/** administrator: RoleConstant.HAS_ROLE_ADMINISTRATOR; admin: HAS_ROLE_ADMIN (administrator or admin). */
export type PreAuth = 'administrator' | 'admin';

const ROLES: Record<PreAuth, readonly string[]> = { administrator: ['administrator'], admin: ['administrator', 'admin'] };

/**
 * The @PreAuth role check of an operation ("POST /blade-system/tenant/submit"), if it has one.
 * @example preAuthOf('POST /blade-user/reset-password') // 'admin'
 */
export const preAuthOf = (operation: string): PreAuth | undefined => PRE_AUTH[operation];

/**
 * Whether a user with these role aliases (the token's comma-joined role_name) passes an operation's
 * @PreAuth, as blade-tool's AuthFun.hasAnyRole reads them. An operation without one: always.
 * @example mayCall('hr', 'POST /blade-user/reset-password') // false
 */
export function mayCall(roleName: string | undefined, operation: string): boolean {
  const preAuth = preAuthOf(operation);
  if (!preAuth) return true;
  const roles = (roleName ?? '').split(',').map((r) => r.trim());
  return ROLES[preAuth].some((r) => roles.includes(r));
}
