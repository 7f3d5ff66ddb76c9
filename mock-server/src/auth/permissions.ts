// BladeX's permission checks, applied to every call after the token check. First BladeX's own
// @PreAuth role checks, read from the contract (x-blade-pre-auth, the catalog's `preAuth`): a caller
// without the role is answered HTTP 401 R 请求未授权, as blade-tool's AuthAspect does (the console
// never offers such a call, since a 401 signs it out). Then the sandbox's own rules, which BladeX
// leaves to its menus and data: platform tables for the platform tenant's administrator, the
// tenant's own tables for its administrators, and the granted button codes of the caller's roles
// for the writes and named operations of every other screen. Those refusals are HTTP 403 R
// "缺失权限: <what>": a refused button must not sign the user out.
import { preAuthRoles } from '@dasha/contract/resources';
import type { Contract, Operation } from '../contract.ts';
import type { Call } from '../handlers/common.ts';
import type { Row } from '../store.ts';
import { BladeError, MSG } from '../wire.ts';
import type { Session } from './sessions.ts';

export const PLATFORM_TENANT = '000000';
export const PLATFORM_ADMIN = '平台管理员';
export const TENANT_ADMIN = '管理员';
export const refusal = (what: string) => new BladeError(403, `缺失权限: ${what}`);
/** blade-tool AuthAspect: a failed @PreAuth throws SecureException(UN_AUTHORIZED), answered 401 R. */
export const unauthorized = () => new BladeError(401, MSG.unauthorized);

/** Calls only the platform administrator makes (reads too): HAS_ROLE_ADMINISTRATOR in BladeX. */
const PLATFORM_PATHS: RegExp[] = [
  /^\/blade-system\/tenant(-[a-z]+)?\//, // tenants, packages, tenant datasources, apps, templates
  /^\/blade-system\/client\//,
  /^\/blade-system\/topmenu\//,
  /^\/blade-system\/menu\/(grant-top-tree|top-tree-keys)$/,
  /^\/blade-develop\//, // code generator and datasources
];
/** Whether a resource's calls are the platform's (its menu is never given to another role). */
export const isPlatformResource = (resource: string) => PLATFORM_PATHS.some((p) => p.test(`/${resource}/`));
/** User calls the sandbox keeps for the tenant's administrators where BladeX has no @PreAuth (grant and reset-password have one). */
const TENANT_ADMIN_CALLS = new Set(
  ['unlock', 'update-platform', 'account-reset', 'import-user', 'batchSaveUserBrandRecord'].map((n) => `POST /blade-user/${n}`),
);
/** Tables only a tenant's administrators write; anyone signed in reads them. */
export const ADMIN_WRITTEN = new Set(
  ['role', 'menu', 'dept', 'post', 'param', 'dict', 'dict-biz', 'data-scope', 'api-scope'].map((r) => `blade-system/${r}`),
);
/** Buttons of calls only administrators make, so no other role is granted them. */
export const ADMIN_BUTTONS = new Set(['user_role', 'user_reset', 'user_unlock', 'user_platform', 'user_brand']);
/** What any signed-in user does for himself: profile, password, uploads (BladeX guards neither put-file), his tasks. */
const SELF_SERVICE = new Set([
  'GET /blade-user/info',
  'POST /blade-user/update-info',
  'POST /blade-user/update-password',
  'POST /blade-resource/oss/endpoint/put-file',
  'POST /blade-resource/oss/endpoint/put-file-attach',
  'POST /blade-desk/process/leave/start-process',
  'POST /blade-flow/work/claim-task',
  'POST /blade-flow/work/complete-task',
]);
/** Calls named as lookups that are POSTs, and GETs that change data. */
const POST_READ = /^(select|get|static|check|query)/;
const GET_WRITES = new Set([
  'GET /red-sale/saleapp/delete-menu',
  'GET /red-sale/mallshoppingorder/clearOrderCache',
  'GET /red-sale/salesettlementsetting/defindDateCreateRecord',
]);
/** Stock button codes that are not <menuCode>_<function> (bladex-wire "Stock menu paths and button codes"). */
const STOCK_FUNCTIONS: Record<string, Record<string, string>> = {
  'blade-flow/model': { add: 'create', edit: 'update' },
  'blade-flow/manager': { 'change-state': 'state', delete: 'remove' },
  'blade-resource/attach': { add: 'upload', edit: 'upload' },
  'blade-resource/sms': { disable: 'enable' },
  'blade-system/region': { 'import-region': 'import' },
};

type Guard =
  | { kind: 'open' }
  | { kind: 'platform' }
  | { kind: 'tenantAdmin' }
  /** `fn` is the button's function: add/edit (by whether the body names a record), delete, or the operation's name. */
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

function guardOf(contract: Contract, op: Operation): Guard {
  if (op.isPublic || SELF_SERVICE.has(op.key)) return { kind: 'open' };
  if (PLATFORM_PATHS.some((p) => p.test(op.path))) return { kind: 'platform' };
  if (TENANT_ADMIN_CALLS.has(op.key)) return { kind: 'tenantAdmin' };
  const xb = op.xb;
  const name = op.path.slice(op.path.lastIndexOf('/') + 1);
  const resource = xb?.resource ?? resourceOfPath(contract, op.path);
  const read = xb ? READS.has(xb.role) : op.method === 'GET' ? !GET_WRITES.has(op.key) : POST_READ.test(name);
  if (read || !resource) return { kind: 'open' };
  if (ADMIN_WRITTEN.has(resource)) return { kind: 'tenantAdmin' };
  const key = xb?.key ?? 'id';
  const named = xb?.action ?? name;
  const fn: (c: Call) => string =
    xb?.role === 'submit'
      ? (c) => (hasValue(c.body?.[key]) ? 'edit' : 'add')
      : xb?.role === 'update'
        ? () => 'edit'
        : xb?.role === 'remove'
          ? () => 'delete'
          : () => named;
  return { kind: 'button', resource, fn };
}

const hasValue = (v: unknown) => v !== undefined && v !== null && String(v) !== '';
export const isPlatformAdmin = (s: Session) => s.tenantId === PLATFORM_TENANT && s.roleAliases.includes('administrator');

/** The menu (screen) whose remark names the resource, in the caller's tenant. */
export const screenOf = (menus: Row[], resource: string) => menus.find((m) => Number(m.category) === 1 && m.remark === resource);

/** The button code a call needs, or undefined when the resource has no screen (the token guards it). */
export function buttonCode(menus: Row[], resource: string, fn: string): string | undefined {
  const screen = screenOf(menus, resource);
  return screen ? `${screen.code}_${STOCK_FUNCTIONS[resource]?.[fn] ?? fn}` : undefined;
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
