// The console's menu and button forests come from the contract's examples of menu/routes and
// menu/buttons (spec §1); each tenant gets its own copy as rows of the menu table. Which areas
// each role sees is the sandbox's choice (the spec does not show it).
import type { Contract } from '../contract.ts';
import { isAdminButton, isAdminWritten, isPlatformResource } from '../auth/admin-only.ts';
import type { Row } from '../store.ts';

export interface MenuNode extends Row {
  id: string;
  parentId: string;
  code: string;
  category: number;
  children?: MenuNode[];
}

/** Menu areas (root codes) per role alias; administrators see everything. */
export const ROLE_AREAS: Record<string, string[]> = {
  hr: ['desk', 'work', 'user', 'system'],
  manager: ['desk', 'work', 'purchase', 'produce', 'stock', 'repair', 'report'],
  boss: ['desk', 'work', 'report', 'money', 'sales'],
  agent: ['desk', 'work', 'sale', 'operating'],
  finance: ['desk', 'work', 'money', 'report'],
  sale: ['desk', 'work', 'sales', 'sale'],
  market: ['desk', 'operating', 'sales'],
  customer: ['desk'],
  yewu: ['desk', 'work', 'sales', 'purchase'],
  enterprise: ['desk', 'product', 'produce'],
};

/** Menu areas (root codes) each top menu of the contract's menu/top-menu example is granted. */
export const TOP_MENU_AREAS: Record<string, string[]> = {
  workbench: ['desk', 'work', 'flow'],
  business: ['sales', 'sale', 'operating', 'user'],
  supply: ['purchase', 'produce', 'product', 'stock', 'repair'],
  finance: ['money', 'report'],
  platform: ['system', 'authority', 'base', 'resource', 'monitor', 'tool'],
};

/** The top menus of the contract's example, each with the menus (category 1) of its areas. */
export function topMenuRows(contract: Contract, menus: MenuNode[]): Row[] {
  const example = (contract.byKey.get('GET /blade-system/menu/top-menu')?.ok.example as Row | undefined)?.data;
  const roots = new Map(menus.filter((m) => m.parentId === '0' && Number(m.category) === 1).map((m) => [m.code, m.id]));
  return (Array.isArray(example) ? (example as Row[]) : []).map((top) => {
    const areaIds = new Set((TOP_MENU_AREAS[String(top.code)] ?? []).map((a) => roots.get(a)).filter(Boolean));
    const _menuIds = menus.filter((m) => Number(m.category) === 1 && (areaIds.has(m.id) || areaIds.has(m.parentId))).map((m) => m.id);
    return { ...top, _menuIds };
  });
}

const forestOf = (contract: Contract, path: string): MenuNode[] | undefined => {
  const data = (contract.byKey.get(`GET ${path}`)?.ok.example as Row | undefined)?.data;
  return Array.isArray(data) ? data : undefined;
};

/** A forest when the contract has no menu examples: one area per service, one screen per resource. */
function fallbackForest(contract: Contract): MenuNode[] {
  const services = new Map<string, Set<string>>();
  for (const op of contract.operations) {
    const res = op.xb?.resource;
    if (!res) continue;
    const [svc] = res.split('/');
    if (!services.has(svc)) services.set(svc, new Set());
    services.get(svc)!.add(res);
  }
  let n = 0;
  const id = () => `19000000000000${String(++n).padStart(5, '0')}`;
  return [...services].map(([svc, res], i) => {
    const areaId = id();
    const children = [...res].map((r, j) => ({
      id: id(),
      parentId: areaId,
      code: r.replace(/[/-]/g, '_'),
      name: r,
      alias: r,
      path: `/${r}`,
      source: 'iconfont icon-menu',
      sort: j + 1,
      category: 1,
      action: 0,
      isOpen: 1,
      remark: r,
    }));
    return {
      id: areaId,
      parentId: '0',
      code: svc,
      name: svc,
      alias: svc,
      path: `/${svc}`,
      source: 'iconfont icon-menu',
      sort: i + 1,
      category: 1,
      action: 0,
      isOpen: 1,
      remark: '',
      children,
    };
  });
}

/** Menu rows (menus and buttons, no children keys), deduplicated by id. */
export function menuRows(contract: Contract): MenuNode[] {
  const out = new Map<string, MenuNode>();
  const walk = (nodes: MenuNode[]) => {
    for (const { children, ...node } of nodes) {
      if (!out.has(String(node.id)))
        out.set(String(node.id), { ...node, id: String(node.id), parentId: String(node.parentId ?? '0') } as MenuNode);
      if (children) walk(children);
    }
  };
  walk(forestOf(contract, '/blade-system/menu/routes') ?? fallbackForest(contract));
  walk(forestOf(contract, '/blade-system/menu/buttons') ?? []);
  return [...out.values()];
}

/**
 * Buttons (by code) a role's areas hold but its job does not: BladeX grants buttons one by one, so
 * a real role rarely has every button of its menus. HR keeps people's records but deletes nothing;
 * agents and finance read and edit, and delete nothing.
 */
export const ROLE_WITHHELD: Record<string, RegExp> = {
  hr: /_delete$/,
  agent: /_delete$/,
  finance: /_delete$/,
};

/**
 * Whether a role that is not an administrator is given a menu row, by the checks of
 * auth/permissions.ts: no platform screen, of the administrators' own tables only the view button,
 * and none of the buttons of administrators' calls (role grant, password reset, unlock, platform).
 */
function usableByNonAdmin(row: MenuNode, byId: Map<string, MenuNode>, contract: Contract): boolean {
  const button = Number(row.category) === 2;
  const screen = button ? byId.get(row.parentId) : row;
  const resource = String(screen?.remark ?? '');
  if (button && isAdminButton(contract, resource, String(screen?.code), row.code)) return false;
  if (isPlatformResource(contract, resource)) return false;
  return !(button && isAdminWritten(contract, resource) && !row.code.endsWith('_view'));
}

/** Ids of the menus (and their buttons) in the role's areas, less the buttons it is not given. */
export function menuIdsForRole(rows: MenuNode[], alias: string, contract: Contract): string[] {
  if (alias === 'administrator' || alias === 'admin') return rows.map((r) => r.id);
  const all = new Map(rows.map((r) => [r.id, r]));
  rows = rows.filter((r) => usableByNonAdmin(r, all, contract));
  const withheld = ROLE_WITHHELD[alias];
  if (withheld) rows = rows.filter((r) => Number(r.category) !== 2 || !withheld.test(r.code));
  const areas = new Set(ROLE_AREAS[alias] ?? ['desk']);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const rootOf = (r: MenuNode): MenuNode => {
    let cur = r;
    for (let i = 0; i < 10 && cur.parentId !== '0' && byId.has(cur.parentId); i++) cur = byId.get(cur.parentId)!;
    return cur;
  };
  return rows.filter((r) => areas.has(rootOf(r).code)).map((r) => r.id);
}

/** A forest from rows: the given ids plus their ancestors, sorted; leaves have no children key. */
export function buildForest(rows: MenuNode[], keep: (r: MenuNode) => boolean): MenuNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const included = new Set<string>();
  for (const r of rows) {
    if (!keep(r)) continue;
    let cur: MenuNode | undefined = r;
    for (let i = 0; cur && i < 10 && !included.has(cur.id); i++) {
      included.add(cur.id);
      cur = byId.get(cur.parentId);
    }
  }
  const kids = new Map<string, MenuNode[]>();
  for (const r of rows) if (included.has(r.id)) (kids.get(r.parentId) ?? kids.set(r.parentId, []).get(r.parentId)!).push(r);
  const build = (parentId: string): MenuNode[] =>
    (kids.get(parentId) ?? [])
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((r) => {
        const children = build(r.id);
        return children.length ? { ...r, children } : { ...r };
      });
  const roots = rows.filter((r) => included.has(r.id) && !included.has(r.parentId)).map((r) => r.parentId);
  return [...new Set(roots)].flatMap(build);
}
