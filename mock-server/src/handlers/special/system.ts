// blade-system calls that are not the standard pattern: menus per role, buttons, dictionaries,
// tenant by domain, the switch dialog's selects and role grants.
import { toWire } from '../../records.ts';
import { buildForest, type MenuNode } from '../../seed/menus.ts';
import type { Row } from '../../store.ts';
import { r, status } from '../../wire.ts';
import { required, scopeOf, type Call, type Handler } from '../common.ts';

const MENU_FIELDS = ['id', 'parentId', 'code', 'name', 'alias', 'path', 'source', 'sort', 'category', 'action', 'isOpen', 'remark'];

/** Menu ids the session's roles grant; undefined means every menu (administrators). */
function grantedMenus(c: Call): Set<string> | undefined {
  const s = c.session!;
  if (s.isAdmin) return undefined;
  const roles = c.state.store.rows(s.tenantId, '@Role');
  const ids = new Set<string>();
  for (const id of s.roleId.split(',')) for (const m of roles.find((x) => x.id === id)?._menuIds ?? []) ids.add(m);
  return ids;
}

function menuForest(c: Call, category: number): Row[] {
  const rows = c.state.store.rows(scopeOf(c), '@Menu') as MenuNode[];
  const granted = grantedMenus(c);
  let forest = buildForest(rows, (m) => Number(m.category) === category && (!granted || granted.has(m.id)));
  const top = c.query.topMenuId;
  if (top && forest.some((n) => n.id === top)) forest = forest.filter((n) => n.id === top);
  const shape = (n: Row): Row => {
    const out: Row = {};
    for (const k of MENU_FIELDS) out[k] = n[k] ?? (k === 'sort' || k === 'category' || k === 'action' || k === 'isOpen' ? 1 : '');
    if (n.children?.length) out.children = n.children.map(shape);
    return out;
  };
  return forest.map(shape);
}

function dictionary(c: Call, table: string, other: string): unknown {
  const code = required(c, 'code');
  const pick = (t: string) => c.state.store.rows(scopeOf(c), t).filter((d) => d.code === code && String(d.parentId) !== '0' && Number(d.isSealed ?? 0) === 0);
  let rows = pick(table);
  if (!rows.length) rows = pick(other);
  const props = [...c.state.resources.values()].find((x) => x.table === table)?.props ?? {};
  return r(rows.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map((d) => toWire(d, props)));
}

/** The switch dialog's choices: the departments or roles of the user (the caller by default). */
function selectOf(c: Call, table: '@Dept' | '@Role', field: 'deptId' | 'roleId', label: 'deptName' | 'roleName'): unknown {
  const users = c.state.store.table(scopeOf(c), '@User');
  const user = users.get(c.query.userId || c.session!.userId);
  const rows = c.state.store.rows(scopeOf(c), table);
  const ids = user ? String(user[field] ?? '').split(',').filter(Boolean) : [];
  const chosen = ids.length ? rows.filter((x) => ids.includes(x.id)) : rows;
  return r(chosen.map((x) => ({ id: x.id, [label]: x[label] })));
}

export const systemSpecials: Record<string, Handler> = {
  'GET /blade-system/menu/routes': (c) => r(menuForest(c, 1)),
  'GET /blade-system/menu/buttons': (c) => r(menuForest(c, 2)),
  'GET /blade-system/dict/dictionary': (c) => dictionary(c, 'blade-system/dict', 'blade-system/dict-biz'),
  'GET /blade-system/dict-biz/dictionary': (c) => dictionary(c, 'blade-system/dict-biz', 'blade-system/dict'),
  'GET /blade-system/tenant/info': (c) => {
    const domain = (c.query.domain ?? '').replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    const t = domain ? c.state.store.rows('*', '@Tenant').find((x) => x.domainUrl && String(x.domainUrl).replace(/^https?:\/\//, '') === domain) : undefined;
    return r(t ? { tenantId: t.tenantId, domain: t.domainUrl, backgroundUrl: t.backgroundUrl ?? '' } : {});
  },
  'GET /blade-system/dept/select': (c) => selectOf(c, '@Dept', 'deptId', 'deptName'),
  'GET /blade-system/role/select': (c) => selectOf(c, '@Role', 'roleId', 'roleName'),
  'POST /blade-system/role/grant': (c) => {
    const b = c.body && typeof c.body === 'object' ? c.body : {};
    const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : String(v ?? '').split(',').filter(Boolean));
    const roleIds = list(b.roleIds ?? c.query.roleIds);
    const menuIds = list(b.menuIds ?? c.query.menuIds);
    if (!roleIds.length) required(c, 'roleIds');
    const roles = c.state.store.table(scopeOf(c), '@Role');
    for (const id of roleIds) {
      const role = roles.get(id);
      if (role) role._menuIds = menuIds;
    }
    c.state.changed();
    return status(true);
  },
  'GET /blade-system/menu/role-tree-keys': (c) => {
    const roles = c.state.store.table(scopeOf(c), '@Role');
    const ids = new Set<string>();
    for (const id of (c.query.roleIds ?? '').split(',')) for (const m of roles.get(id)?._menuIds ?? []) ids.add(m);
    // The contract answers {menu, dataScope, apiScope}; data and API scopes are not kept.
    const shape = c.state.contract.schemas.resolve(c.op?.ok.data);
    return r(shape?.type === 'array' ? [...ids] : { menu: [...ids], dataScope: [], apiScope: [] });
  },
};
