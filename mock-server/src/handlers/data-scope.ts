// BladeX data scopes (blade-system/data-scope rows granted to roles through role/grant
// dataScopeIds) narrow the list and page answers of the screen they are set on, as BladeX's
// data scope interceptor narrows a mapper's query. Administrators are never narrowed.
import type { Row } from '../store.ts';
import type { Call } from '../call.ts';

export const DATA_SCOPE_TABLE = 'blade-system/data-scope';

/** Dictionary data_scope_type. */
export const SCOPE_TYPE = { all: 1, own: 2, ownDept: 3, ownDeptAndChildren: 4, custom: 5 } as const;

const camel = (s: string) => s.trim().replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const split = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The resource a scope is set on: the resource (menu `remark`) of its menu, found by menuId, else
 * by resourceCode (the menu code, as BladeX's @DataAuth code).
 */
function scopeResource(scope: Row, menus: Row[]): string | undefined {
  const menu =
    menus.find((m) => String(m.id) === String(scope.menuId ?? '')) ??
    menus.find((m) => scope.resourceCode && m.code === scope.resourceCode);
  return menu?.remark ? String(menu.remark) : undefined;
}

/** The scopes the caller's roles were granted on `resource`. */
export function grantedScopes(c: Call, resource: string): Row[] {
  const s = c.session;
  if (!s || s.isAdmin) return [];
  const roles = c.state.store.table(s.tenantId, '@Role');
  const ids = new Set(
    split(s.roleId)
      .flatMap((id) => (roles.get(id)?._dataScopeIds as string[] | undefined) ?? [])
      .map(String),
  );
  if (!ids.size) return [];
  const menus = c.state.store.rows(s.tenantId, '@Menu');
  return c.state.store
    .rows(s.tenantId, DATA_SCOPE_TABLE)
    .filter((scope) => ids.has(String(scope.id)) && scopeResource(scope, menus) === resource);
}

/** The caller's departments and, for type 4, every department under them (dept.ancestors). */
function deptsOf(c: Call, withChildren: boolean): Set<string> {
  const own = new Set(split(c.session!.deptId));
  if (!withChildren) return own;
  const out = new Set(own);
  for (const d of c.state.store.rows(c.session!.tenantId, '@Dept')) if (split(d.ancestors).some((a) => own.has(a))) out.add(String(d.id));
  return out;
}

/** `${userId}`, `${deptId}`, `${roleId}`, `${tenantId}` and `${account}` of the caller in a custom value. */
function resolve(value: string, c: Call): string[] {
  const s = c.session!;
  const vars: Record<string, string> = { userId: s.userId, deptId: s.deptId, roleId: s.roleId, tenantId: s.tenantId, account: s.account };
  return split(value.replace(/\$\{(\w+)\}/g, (_, k: string) => vars[k] ?? ''));
}

/** One scope's test of a row; the column defaults to create_user (type 2) or create_dept. */
function predicate(c: Call, scope: Row): (row: Row) => boolean {
  const type = Number(scope.scopeType);
  const given = String(scope.scopeColumn ?? '').trim();
  const column = camel(given && given !== '-' ? given : type === SCOPE_TYPE.own ? 'create_user' : 'create_dept');
  const within = (allowed: Set<string>) => (row: Row) => split(row[column]).some((v) => allowed.has(v));
  switch (type) {
    case SCOPE_TYPE.all:
      return () => true;
    case SCOPE_TYPE.own:
      return within(new Set([c.session!.userId]));
    case SCOPE_TYPE.ownDept:
      return within(deptsOf(c, false));
    case SCOPE_TYPE.ownDeptAndChildren:
      return within(deptsOf(c, true));
    case SCOPE_TYPE.custom:
      return within(new Set(resolve(String(scope.scopeValue ?? ''), c)));
    default:
      // An unknown rule shows nothing rather than everything.
      return () => false;
  }
}

/**
 * Which rows of `resource` the caller may see, or undefined when no granted scope narrows it. With
 * several granted scopes on one resource (several roles), a row any of them allows is kept.
 */
export function dataScopeFilter(c: Call, resource: string | undefined): ((row: Row) => boolean) | undefined {
  const scopes = resource ? grantedScopes(c, resource) : [];
  if (!scopes.length) return undefined;
  const tests = scopes.map((s) => predicate(c, s));
  return (row) => tests.some((t) => t(row));
}
