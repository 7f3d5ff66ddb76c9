// Grants: a role's menus, data scopes and API scopes (role/grant), and a top menu's menus
// (topmenu/grant). They live on the role and top menu rows as hidden `_` fields (never on the
// wire, kept by the data file), so the grant dialogs tick what was saved when reopened and
// menu/routes and menu/buttons follow them.
import { buildForest, type MenuNode } from '../../seed/menus.ts';
import { TOPMENU_TABLE, type Row } from '../../store.ts';
import { badRequest, MSG, r, status } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { scopeOf } from '../common.ts';

const DATA_SCOPE_TABLE = 'blade-system/data-scope';
const API_SCOPE_TABLE = 'blade-system/api-scope';

/** Ids sent as a JSON array or a comma-joined string (query or body). */
export const idList = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : String(v ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
const arg = (c: Call, name: string) =>
  (c.body && typeof c.body === 'object' && !Array.isArray(c.body) ? c.body[name] : undefined) ?? c.query[name];

/** Union of a hidden id list over the named rows. */
function unionOf(rows: Map<string, Row>, ids: string[], field: string): string[] {
  const out = new Set<string>();
  for (const id of ids) for (const m of rows.get(id)?.[field] ?? []) out.add(String(m));
  return [...out];
}

/** Menu ids the session's roles grant; undefined means every menu (administrators). */
export function grantedMenus(c: Call): Set<string> | undefined {
  const s = c.session!;
  if (s.isAdmin) return undefined;
  return new Set(unionOf(c.state.store.table(s.tenantId, '@Role'), s.roleId.split(','), '_menuIds'));
}

/** The menus a top menu was granted, or undefined when it has no grant (then it does not narrow). */
export function topMenuGrant(c: Call, topMenuId: string): Set<string> | undefined {
  const ids = c.state.store.table(scopeOf(c), TOPMENU_TABLE).get(topMenuId)?._menuIds as string[] | undefined;
  return ids ? new Set(ids) : undefined;
}

/** Select tree nodes from rows: `{id, parentId, title, key, value}`, children only when some. */
function nodes(forest: Row[], title: (r: Row) => string): Row[] {
  return forest.map((n) => {
    const id = String(n.id);
    const out: Row = { id, parentId: String(n.parentId ?? '0'), title: title(n), key: id, value: id };
    if (n.children?.length) out.children = nodes(n.children, title);
    return out;
  });
}

const menuRows = (c: Call) => c.state.store.rows(scopeOf(c), '@Menu') as MenuNode[];

/** Menus the caller may hand out: all for administrators, else those of the caller's roles. */
function grantableMenus(c: Call, keep: (m: MenuNode) => boolean): Row[] {
  const mine = grantedMenus(c);
  return nodes(
    buildForest(menuRows(c), (m) => keep(m) && (!mine || mine.has(m.id))),
    (m) => String(m.name ?? ''),
  );
}

/** Scope rows hung under their menus (with the menus' ancestors), as BladeX's scope grant trees. */
function scopeTree(c: Call, table: string): Row[] {
  const menus = menuRows(c);
  const known = new Set(menus.map((m) => m.id));
  const leaves = c.state.store.rows(scopeOf(c), table).map(
    (s) =>
      ({
        id: String(s.id),
        parentId: known.has(String(s.menuId)) ? String(s.menuId) : '0',
        code: '',
        name: String(s.scopeName ?? ''),
        category: 0,
        sort: 0,
      }) as MenuNode,
  );
  const leafIds = new Set(leaves.map((l) => l.id));
  return nodes(
    buildForest([...menus, ...leaves], (m) => leafIds.has(m.id)),
    (m) => String(m.name ?? ''),
  );
}

export const grantSpecials: Record<string, Handler> = {
  // BladeX's grant replaces all three lists of every named role; a list left out is emptied.
  'POST /blade-system/role/grant': (c) => {
    const roleIds = idList(arg(c, 'roleIds'));
    if (!roleIds.length) throw badRequest(`${MSG.missing}: roleIds`);
    const roles = c.state.store.table(scopeOf(c), '@Role');
    for (const id of roleIds) {
      const role = roles.get(id);
      if (!role) continue;
      role._menuIds = idList(arg(c, 'menuIds'));
      role._dataScopeIds = idList(arg(c, 'dataScopeIds'));
      role._apiScopeIds = idList(arg(c, 'apiScopeIds'));
    }
    c.state.changed();
    return status(true);
  },
  'GET /blade-system/menu/role-tree-keys': (c) => {
    const roles = c.state.store.table(scopeOf(c), '@Role');
    const ids = idList(c.query.roleIds);
    return r({
      menu: unionOf(roles, ids, '_menuIds'),
      dataScope: unionOf(roles, ids, '_dataScopeIds'),
      apiScope: unionOf(roles, ids, '_apiScopeIds'),
    });
  },
  'GET /blade-system/menu/grant-tree': (c) =>
    r({ menu: grantableMenus(c, () => true), dataScope: scopeTree(c, DATA_SCOPE_TABLE), apiScope: scopeTree(c, API_SCOPE_TABLE) }),
  'POST /blade-system/topmenu/grant': (c) => {
    const topIds = idList(arg(c, 'topMenuIds'));
    if (!topIds.length) throw badRequest(`${MSG.missing}: topMenuIds`);
    const tops = c.state.store.table(scopeOf(c), TOPMENU_TABLE);
    for (const id of topIds) {
      const top = tops.get(id);
      if (top) top._menuIds = idList(arg(c, 'menuIds'));
    }
    c.state.changed();
    return status(true);
  },
  'GET /blade-system/menu/top-tree-keys': (c) =>
    r({ menu: unionOf(c.state.store.table(scopeOf(c), TOPMENU_TABLE), idList(c.query.topMenuIds), '_menuIds') }),
  // Top menus group menus (category 1) only, as BladeX's grantTopTree.
  'GET /blade-system/menu/grant-top-tree': (c) => r({ menu: grantableMenus(c, (m) => Number(m.category) === 1) }),
};
