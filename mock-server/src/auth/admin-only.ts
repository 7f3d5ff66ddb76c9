// What only administrators do, as the contract says it (the catalog's `access` and `adminButtons`,
// read through the contract's one reader into Contract.resourceAccess): the platform
// administrator's resources, the tables only a tenant's administrators write, the buttons only
// administrators hold. The seeded role grants (seed/menus.ts, which give no other role these
// menus) read them here, below the permission check (permissions.ts) that applies the same facts.
import type { Contract } from '../contract.ts';

/** Whether a resource's calls are the platform's (its menu is never given to another role). */
export const isPlatformResource = (contract: Contract, resource: string) => contract.resourceAccess[resource]?.access === 'platform';
/** Whether only a tenant's administrators write a table; anyone signed in reads it. */
export const isAdminWritten = (contract: Contract, resource: string) => contract.resourceAccess[resource]?.access === 'tenantAdmin';
/** Whether a button of a resource's screen (`<screen code>_<function>`) makes a call only administrators make, so no other role is granted it. */
export const isAdminButton = (contract: Contract, resource: string, screenCode: string, code: string) =>
  (contract.resourceAccess[resource]?.adminButtons ?? []).some((fn) => code === `${screenCode}_${fn}`);
