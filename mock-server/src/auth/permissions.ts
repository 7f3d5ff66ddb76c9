// BladeX's permission checks, applied to every call after the token check. First BladeX's own
// @PreAuth role checks, read from the contract (x-blade-pre-auth, the catalog's `preAuth`): a caller
// without the role is answered HTTP 401 R 请求未授权, as blade-tool's AuthAspect does (the console
// never offers such a call, since a 401 signs it out). Then the sandbox's own rules, which BladeX
// leaves to its menus and data: platform tables for the platform tenant's administrator, the
// tenant's own tables for its administrators, and the granted button codes of the caller's roles
// for the writes and named operations of every other screen. Those refusals are HTTP 403 R
// "缺失权限: <what>": a refused button must not sign the user out. Which call falls under which
// rule is a contract fact (the catalog's `access`, `reads`/`writes`, `buttonFor`), read through the
// contract's one reader onto the Operation (`access`, `reads`) and the Contract (`resourceAccess`).
import { preAuthRoles } from '@dasha/contract/resources';
import type { Contract, Operation } from '../contract.ts';
import type { Call } from '../call.ts';
import type { Row } from '../store.ts';
import { BladeError, MSG } from '../wire.ts';
import type { Session } from './sessions.ts';

export const PLATFORM_TENANT = '000000';
export const PLATFORM_ADMIN = '平台管理员';
export const TENANT_ADMIN = '管理员';
export const refusal = (what: string) => new BladeError(403, `缺失权限: ${what}`);
/** blade-tool AuthAspect: a failed @PreAuth throws SecureException(UN_AUTHORIZED), answered 401 R. */
export const unauthorized = () => new BladeError(401, MSG.unauthorized);

type Guard =
  | { kind: 'open' }
  | { kind: 'platform' }
  | { kind: 'tenantAdmin' }
  /** `fn` is the button's (stock) function: add/edit (by whether the body names a record), delete, or the operation's name. */
  | { kind: 'button'; resource: string; fn: (c: Call) => string };

const READS = new Set(['list', 'detail', 'tree', 'lazyTree']);
const guards = new WeakMap<Operation, Guard>();
const dirResources = new WeakMap<Contract, Map<string, string>>();
const dirOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** The resource of a call outside the standard pattern: the one whose calls share its folder. */
function resourceOfPath(contract: Contract, path: string): string | undefined {
  let byDir = dirResources.get(contract);
  if (!byDir) {
    byDir = new Map();
    for (const op of contract.operations) if (op.xb && !byDir.has(dirOf(op.path))) byDir.set(dirOf(op.path), op.xb.resource);
    dirResources.set(contract, byDir);
  }
  return byDir.get(dirOf(path));
}

/**
 * The rule of a call: its own access (or its resource's, as the contract's reader gives it), else,
 * for a call outside the standard pattern, its folder's resource's; reads are open; other calls
 * need their button, whose stock function the resource may name (buttonFor: attach_upload adds).
 */
function guardOf(contract: Contract, op: Operation): Guard {
  if (op.isPublic || op.access === 'self') return { kind: 'open' };
  const xb = op.xb;
  const name = op.path.slice(op.path.lastIndexOf('/') + 1);
  const resource = xb?.resource ?? resourceOfPath(contract, op.path);
  const facts = resource ? contract.resourceAccess[resource] : undefined;
  if (op.access === 'platform' || facts?.access === 'platform') return { kind: 'platform' };
  if (op.access === 'tenantAdmin') return { kind: 'tenantAdmin' };
  const read = xb ? READS.has(xb.role) : (op.reads ?? op.method === 'GET');
  if (read || !resource) return { kind: 'open' };
  if (facts?.access === 'tenantAdmin') return { kind: 'tenantAdmin' };
  const key = xb?.key ?? 'id';
  const named = xb?.action ?? name;
  const stock = (fn: string) => facts?.buttonFor?.[fn] ?? fn;
  const fn: (c: Call) => string =
    xb?.role === 'submit'
      ? (c) => stock(hasValue(c.body?.[key]) ? 'edit' : 'add')
      : xb?.role === 'update'
        ? () => stock('edit')
        : xb?.role === 'remove'
          ? () => stock('delete')
          : () => stock(named);
  return { kind: 'button', resource, fn };
}

const hasValue = (v: unknown) => v !== undefined && v !== null && String(v) !== '';
export const isPlatformAdmin = (s: Session) => s.tenantId === PLATFORM_TENANT && s.roleAliases.includes('administrator');

/** The menu (screen) whose remark names the resource, in the caller's tenant. */
export const screenOf = (menus: Row[], resource: string) => menus.find((m) => Number(m.category) === 1 && m.remark === resource);

/** The button code a call needs (its stock function given), or undefined when the resource has no screen (the token guards it). */
export function buttonCode(menus: Row[], resource: string, fn: string): string | undefined {
  const screen = screenOf(menus, resource);
  return screen ? `${screen.code}_${fn}` : undefined;
}

/** Whether one of the session's roles was granted a button with this code (role/grant menuIds). */
function holds(c: Call, s: Session, menus: Row[], code: string): boolean {
  const buttons = new Set(menus.filter((m) => Number(m.category) === 2 && m.code === code).map((m) => String(m.id)));
  if (!buttons.size) return false;
  const roles = c.state.store.table(s.tenantId, '@Role');
  return s.roleId.split(',').some((id) => ((roles.get(id)?._menuIds as string[] | undefined) ?? []).some((m) => buttons.has(String(m))));
}

/** Whether the session's roles pass a @PreAuth role check (AuthFun.hasAnyRole over the token's role_name). */
export const passesPreAuth = (s: Session, preAuth: Operation['preAuth']) =>
  !preAuth || preAuthRoles(preAuth).some((r) => s.roleAliases.includes(r));

/** Refuses the call (401 R for a @PreAuth, else 403 R) when the caller's roles do not allow it; a public call has no caller to check. */
export function checkPermission(c: Call): void {
  const s = c.session;
  if (!s || !c.op) return;
  if (!passesPreAuth(s, c.op.preAuth)) throw unauthorized();
  let guard = guards.get(c.op);
  if (!guard) guards.set(c.op, (guard = guardOf(c.state.contract, c.op)));
  if (guard.kind === 'open') return;
  if (guard.kind === 'platform') {
    if (!isPlatformAdmin(s)) throw refusal(PLATFORM_ADMIN);
    return;
  }
  if (s.isAdmin) return;
  if (guard.kind === 'tenantAdmin') throw refusal(TENANT_ADMIN);
  const menus = c.state.store.rows(s.tenantId, '@Menu');
  const code = buttonCode(menus, guard.resource, guard.fn(c));
  if (code && !holds(c, s, menus, code)) throw refusal(code);
  if (guard.resource === 'blade-user/user') checkUserWrite(c, s);
}

/**
 * A user screen button does not make its holder an administrator: without an administrator role
 * the caller neither hands one out (roleId) nor edits or removes an administrator's account (his
 * password would be the caller's to set).
 */
function checkUserWrite(c: Call, s: Session): void {
  const adminRoles = new Set(
    c.state.store
      .rows(s.tenantId, '@Role')
      .filter((r) => r.roleAlias === 'administrator' || r.roleAlias === 'admin')
      .map((r) => String(r.id)),
  );
  const split = (v: unknown) =>
    String(v ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  const body = c.body && typeof c.body === 'object' ? (c.body as Row) : {};
  const users = c.state.store.table(s.tenantId, '@User');
  const touched = [...split(body.id), ...split(c.query.ids ?? body.ids)];
  const givesAdmin = split(body.roleId).some((id) => adminRoles.has(id));
  const touchesAdmin = touched.some((id) => split(users.get(id)?.roleId).some((r) => adminRoles.has(r)));
  if (givesAdmin || touchesAdmin) throw refusal(TENANT_ADMIN);
}
