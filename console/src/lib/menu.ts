// Turning the server's menu forest into the console's routes (spec §2): leaves get /index,
// external or html paths go to the iframe route, open mode 2 with http(s) opens a new window,
// items show only for matching roles, and items without an icon get a default one.

/** The fields of a menu node the console reads (the contract's MenuNode). */
export type MenuNode = {
  id: string;
  parentId?: string;
  code?: string;
  name: string;
  alias?: string;
  path: string;
  source?: string;
  sort?: number;
  category?: number;
  isOpen?: number;
  roles?: string[] | string;
  children?: MenuNode[];
};

export type MenuItem = {
  id: string;
  code: string;
  name: string;
  /** Where the item goes: a console route, or an external URL for `kind: 'external'`. */
  to: string;
  /** The server path the item came from. */
  source: string;
  icon: string;
  kind: 'area' | 'page' | 'iframe' | 'external';
  children: MenuItem[];
};

export const DEFAULT_ICON = 'icon-caidan';
const isHttp = (p: string) => /^https?:\/\//i.test(p);
const isExternal = (p: string) => isHttp(p) || /\.html?(\?|#|$)/i.test(p);

export function iframeRoute(src: string, name: string): string {
  return `/myiframe/urlPath?src=${encodeURIComponent(src)}&name=${encodeURIComponent(name)}`;
}

function roleAllows(node: MenuNode, userRoles: string[]): boolean {
  const roles = typeof node.roles === 'string' ? node.roles.split(',').filter(Boolean) : node.roles;
  if (!roles || roles.length === 0) return true;
  return roles.some((r) => userRoles.includes(r));
}

export function buildMenu(nodes: MenuNode[], userRoles: string[] = []): MenuItem[] {
  return [...nodes]
    .filter((n) => (n.category ?? 1) === 1 && roleAllows(n, userRoles))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((n) => {
      const children = n.children?.length ? buildMenu(n.children, userRoles) : [];
      const isLeaf = !n.children?.length;
      const base = { id: String(n.id), code: n.code ?? '', name: n.name, source: n.path, icon: n.source || DEFAULT_ICON, children };
      if (isHttp(n.path) && n.isOpen === 2) return { ...base, to: n.path, kind: 'external' as const };
      if (isExternal(n.path)) return { ...base, to: iframeRoute(n.path, n.name), kind: 'iframe' as const };
      if (!isLeaf) return { ...base, to: n.path, kind: 'area' as const };
      const to = n.path.endsWith('/index') ? n.path : `${n.path.replace(/\/$/, '')}/index`;
      return { ...base, to, kind: 'page' as const };
    });
}

/** Every item that opens something (not areas), depth first. */
export function leaves(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.kind === 'area' ? leaves(i.children) : [i]));
}

/** Menu search of spec §2: prefix match on names, case-insensitive. */
export function searchMenu(items: MenuItem[], query: string, label: (i: MenuItem) => string = (i) => i.name): MenuItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return leaves(items).filter((i) => label(i).toLowerCase().startsWith(q) || i.name.toLowerCase().startsWith(q));
}

/** An address made absolute against the page, or null when it is not an http(s) URL. */
function frameUrl(src: string): string | null {
  try {
    const url = new URL(src, location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's iframe menu item for an address, if any: /myiframe frames only these (an
 * address typed or linked from elsewhere would be a foreign page dressed as the console's own).
 */
export function findFramed(items: MenuItem[], src: string | null): MenuItem | undefined {
  const wanted = src ? frameUrl(src) : null;
  if (!wanted) return undefined;
  return leaves(items).find((i) => i.kind === 'iframe' && frameUrl(i.source) === wanted);
}

/** The page item whose route is `pathname`, if the menu has one. */
export function findByRoute(items: MenuItem[], pathname: string): MenuItem | undefined {
  return leaves(items).find((i) => i.kind === 'page' && i.to === pathname);
}

/** Whether the menu opens the screen at `menuPath` (a route without /index: /purchase/purchaseorderdraft). */
export function holdsScreen(items: MenuItem[], menuPath: string): boolean {
  return leaves(items).some((i) => i.kind === 'page' && i.to.replace(/\/index$/, '') === menuPath);
}

/** Permission map of spec §6: every leaf code of the button forest becomes a true flag. */
export function permissionMap(nodes: MenuNode[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (ns: MenuNode[]) =>
    ns.forEach((n) => {
      if (n.children?.length) walk(n.children);
      else if (n.code) out[n.code] = true;
    });
  walk(nodes);
  return out;
}
