// blade-system calls that are not the standard pattern: menus per role (and per top menu),
// buttons, tenant by domain, the switch dialog's selects and the role tree a role may see. Dictionaries: dict.ts; grants:
// grants.ts; tenant settings: tenant.ts.
import { buildForest, type MenuNode } from '../../seed/menus.ts';
import type { Row } from '../../store.ts';
import { refuseForeignKeys } from '../../auth/tenancy.ts';
import { r } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { required, scopeOf } from '../common.ts';
import { tree } from '../standard.ts';
import { grantedMenus, topMenuGrant } from './grants.ts';

const MENU_FIELDS = ['id', 'parentId', 'code', 'name', 'alias', 'path', 'source', 'sort', 'category', 'action', 'isOpen', 'remark'];

function menuForest(c: Call, category: number): Row[] {
  const rows = c.state.store.rows(scopeOf(c), '@Menu') as MenuNode[];
  const granted = grantedMenus(c);
  const top = c.query.topMenuId;
  // A top menu narrows the routes to the menus granted to it (and their ancestors), as BladeX's
  // roleMenu(roleIds, topMenuId): a top menu never granted, or unknown, answers no menus.
  const inTop = top && category === 1 ? (topMenuGrant(c, top) ?? new Set<string>()) : undefined;
  const forest = buildForest(
    rows,
    (m) => Number(m.category) === category && (!granted || granted.has(m.id)) && (!inTop || inTop.has(m.id)),
  );
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
  const ids = user
    ? String(user[field] ?? '')
        .split(',')
        .filter(Boolean)
    : [];
  const chosen = ids.length ? rows.filter((x) => ids.includes(x.id)) : rows;
  return r(chosen.map((x) => ({ id: x.id, [label]: x[label] })));
}

/**
 * BladeX's role/tree-by-id: the role tree of the tenant the role belongs to (the user's tenant
 * when the role is unknown). The sandbox never answers another tenant's tree: a role of another
 * tenant is refused, so the answer is always the caller's tenant's roles.
 */
function roleTreeById(c: Call): unknown {
  const roleId = required(c, 'roleId');
  refuseForeignKeys(c, '@Role', [roleId]);
  const roles = c.state.resources.get('blade-system/role')!;
  const { roleId: _asked, ...query } = c.query;
  return r(tree({ ...c, query }, roles, undefined));
}

export const systemSpecials: Record<string, Handler> = {
  'GET /blade-system/menu/routes': (c) => r(menuForest(c, 1)),
  'GET /blade-system/menu/buttons': (c) => r(menuForest(c, 2)),
  'GET /blade-system/tenant/info': (c) => {
    const domain = (c.query.domain ?? '').replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    const t = domain
      ? c.state.store.rows('*', '@Tenant').find((x) => x.domain && String(x.domain).replace(/^https?:\/\//, '') === domain)
      : undefined;
    return r(t ? { tenantId: t.tenantId, domain: t.domain, backgroundUrl: t.backgroundUrl ?? '' } : {});
  },
  'GET /blade-system/dept/select': (c) => selectOf(c, '@Dept', 'deptId', 'deptName'),
  'GET /blade-system/role/select': (c) => selectOf(c, '@Role', 'roleId', 'roleName'),
  'GET /blade-system/role/tree-by-id': roleTreeById,
};
