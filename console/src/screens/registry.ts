import type { AnyResource, AreaModule, ScreenEntry } from '@/resources/types';
import businessIndex from '@/features/business/derived/index.json';
import type { BusinessArea } from '@/features/business/screens';
import { menuPathAliases } from './menu-aliases';

export type { AreaModule, ScreenEntry };

/** A business area: its screens are derived from the contract (scripts/derive-screens.mjs). */
const business = (area: BusinessArea) => () => import('@/features/business/screens').then((m) => m.loadArea(area));

// Each area's entries load as their own chunk, so a screen costs only its area's data.
const areas = {
  system: () => import('@/features/system/screens'),
  authority: () => import('@/features/authority/screens'),
  base: () => import('@/features/base/screens'),
  desk: () => import('@/features/desk/screens'),
  monitor: () => import('@/features/monitor/screens'),
  resource: () => import('@/features/files-messages/screens'),
  tool: () => import('@/features/tool/screens'),
  report: () => import('@/features/report/screens'),
  work: () => import('@/features/work/screens'),
  flow: () => import('@/features/work/flow-screens'),
  sales: business('sales'),
  sale: business('sale'),
  purchase: business('purchase'),
  produce: business('produce'),
  product: business('product'),
  stock: business('stock'),
  repair: business('repair'),
  money: business('money'),
  operating: business('operating'),
  user: business('user'),
} satisfies Record<string, () => Promise<AreaModule>>;

export type AreaName = keyof typeof areas;

/**
 * Menu path -> area: the BladeX stock menu paths of the platform screens (catalog/menu.yaml
 * builds the contract's menu from the same paths), then the business screens' index written
 * with their derivation. A deployment's other spellings: menu-aliases.ts.
 */
export const screenIndex: Record<string, AreaName> = {
  '/system/client': 'system',
  '/system/dept': 'system',
  '/system/dict': 'system',
  '/system/dictbiz': 'system',
  '/dict-horizontal': 'system',
  '/dict-vertical': 'system',
  '/system/menu': 'system',
  '/system/param': 'system',
  '/system/post': 'system',
  '/system/tenant': 'system',
  '/system/tenant-package': 'system',
  '/system/topmenu': 'system',
  '/system/user': 'system',
  '/authority/role': 'authority',
  '/authority/apiscope': 'authority',
  '/authority/datascope': 'authority',
  '/base/region': 'base',
  '/desk/notice': 'desk',
  '/monitor/log/api': 'monitor',
  '/monitor/log/error': 'monitor',
  '/monitor/log/usual': 'monitor',
  '/resource/attach': 'resource',
  '/resource/oss': 'resource',
  '/resource/sms': 'resource',
  '/resource/voice': 'resource',
  '/tool/code': 'tool',
  '/tool/datasource': 'tool',
  '/report/reportlist': 'report',
  '/work/start': 'work',
  '/work/claim': 'work',
  '/work/todo': 'work',
  '/work/send': 'work',
  '/work/done': 'work',
  '/flow/deploy': 'flow',
  '/flow/model': 'flow',
  '/flow/manager': 'flow',
  '/flow/follow': 'flow',
  ...(businessIndex as Record<string, BusinessArea>),
};

/** '/system/param/index', '/system/param/' and '/system/param' all name the same screen. */
export function normaliseMenuPath(path: string): string {
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '').replace(/\/index$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

export type FoundScreen = { menuPath: string; area: AreaName; load: () => Promise<ScreenEntry | undefined> };

/** The screen's own menu path for a path of the server's menu (itself, or through an alias). */
export function canonicalMenuPath(menuPath: string): string {
  const p = normaliseMenuPath(menuPath);
  return screenIndex[p] ? p : (menuPathAliases[p] ?? p);
}

/** The registry entry of a menu path, or null when no screen is configured for it. */
export function findResourceScreen(menuPath: string): FoundScreen | null {
  const p = canonicalMenuPath(menuPath);
  const area = screenIndex[p];
  if (!area) return null;
  return { menuPath: p, area, load: async () => (await areas[area]()).screens.find((s) => s.menuPath === p) };
}

/** Every entry of every area (tests, the benchmark and later derived screens). */
export async function loadAllScreens(): Promise<ScreenEntry[]> {
  const mods = await Promise.all(Object.values(areas).map((load) => load()));
  return mods.flatMap((m) => m.screens);
}

export const isResource = (s: ScreenEntry): s is AnyResource => 'columns' in s && !('component' in s);
