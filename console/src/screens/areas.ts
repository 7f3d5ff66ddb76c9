import type { AreaModule } from '@/resources/types';
import type { BusinessArea } from '@/features/business/screens';

/** A business area: its screens are derived from the contract (scripts/derive-screens.mjs). */
const business = (area: BusinessArea) => () => import('@/features/business/screens').then((m) => m.loadArea(area));

/**
 * The areas of the console, each loaded as its own chunk so a screen costs only its area's data.
 * Which menu path lives in which area is not written here: it is the contract's menu
 * (derived/screen-index.ts). This table does not import the registry, so the lazy imports below
 * form no cycle.
 */
export const areas = {
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
