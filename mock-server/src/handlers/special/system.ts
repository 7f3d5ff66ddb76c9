// blade-system calls that are not the standard pattern: menus per role (and per top menu),
// buttons, tenant by domain and the switch dialog's selects. Dictionaries: dict.ts; grants:
// grants.ts; tenant settings: tenant.ts.
import { buildForest, type MenuNode } from '../../seed/menus.ts';
import type { Row } from '../../store.ts';
import { r } from '../../wire.ts';
import { scopeOf, type Call, type Handler } from '../common.ts';
import { grantedMenus, topMenuGrant } from './grants.ts';

const MENU_FIELDS = ['id', 'parentId', 'code', 'name', 'alias', 'path', 'source', 'sort', 'category', 'action', 'isOpen', 'remark'];

function menuForest(c: Call, category: number): Row[] {
  const rows = c.state.store.rows(scopeOf(c), '@Menu') as MenuNode[];
  const granted = grantedMenus(c);
  const top = c.query.topMenuId;
  // A top menu narrows the routes to the menus granted to it (and their ancestors), as BladeX's
  // roleMenu(roleIds, topMenuId): a top menu never granted, or unknown, answers no menus.
  const inTop = top && category === 1 ? (topMenuGrant(c, top) ?? new Set<string>()) : undefined;
  const forest = buildForest(rows, (m) => Number(m.category) === category && (!granted || granted.has(m.id)) && (!inTop || inTop.has(m.id)));
  const shape = (n: Row): Row => {
    const out: Row = {};
    for (const k of MENU_FIELDS) out[k] = n[k] ?? (k === 'sort' || k === 'category' || k === 'action' || k === 'isOpen' ? 1 : '');
    if (n.children?.length) out.children = n.children.map(shape);
    return out;
  };
  return forest.map(shape);
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
  'GET /blade-system/tenant/info': (c) => {
    const domain = (c.query.domain ?? '').replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    const t = domain ? c.state.store.rows('*', '@Tenant').find((x) => x.domainUrl && String(x.domainUrl).replace(/^https?:\/\//, '') === domain) : undefined;
    return r(t ? { tenantId: t.tenantId, domain: t.domainUrl, backgroundUrl: t.backgroundUrl ?? '' } : {});
  },
  'GET /blade-system/dept/select': (c) => selectOf(c, '@Dept', 'deptId', 'deptName'),
  'GET /blade-system/role/select': (c) => selectOf(c, '@Role', 'roleId', 'roleName'),
};
