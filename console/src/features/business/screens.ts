import { defineResource } from '@/resources/types';
import type { AreaModule } from '@/resources/types';
import { formSchema } from '@/resources/rules';
import { columnOf, toWire } from './derived-columns';
import { stateAction } from './state-actions';
import type { DerivedScreen } from './derived-types';

// One JSON file an area, each its own chunk: a screen costs only its area's data.
const files = {
  sales: () => import('./derived/sales.json'),
  sale: () => import('./derived/sale.json'),
  purchase: () => import('./derived/purchase.json'),
  produce: () => import('./derived/produce.json'),
  product: () => import('./derived/product.json'),
  stock: () => import('./derived/stock.json'),
  repair: () => import('./derived/repair.json'),
  money: () => import('./derived/money.json'),
  operating: () => import('./derived/operating.json'),
  user: () => import('./derived/user.json'),
};
export type BusinessArea = keyof typeof files;

/** A derived screen as a registry entry of the generic list screen. */
export function toResource(s: DerivedScreen) {
  const p = s.permissions;
  // The entity's field names are known only at run time here: they come from the same contract
  // the SDK's types are generated from (scripts/derive-screens.mjs reads its schemas), so the
  // entry is typed with plain strings.
  return defineResource<string>({
    menuPath: s.menuPath,
    title: { zh: s.title, en: s.en },
    path: s.path,
    entity: s.entity,
    rowKey: s.key,
    api: {
      list: s.list,
      ...(s.listMethod ? { listMethod: s.listMethod } : {}),
      paged: s.paged,
      ...(s.detail ? { detailParam: s.detail } : {}),
      ...(s.submit ? { submit: s.submit } : {}),
      beforeSubmit: (values) => toWire(s.columns, values),
    },
    columns: s.columns.map((c) => columnOf(c, s.search.includes(c.prop))),
    form: (lang) => formSchema(lang, {}),
    capabilities: {
      add: !!(s.submit && p.add),
      edit: !!(s.submit && p.edit),
      remove: !!(s.remove && p.remove),
      view: !!(s.detail && p.view),
      export: true,
      batchRemove: !!(s.remove && p.remove),
    },
    permissions: p,
    actions: s.actions.map((a) => stateAction(s, a)),
    dateRange: s.dateRange,
    // Room for 查看/编辑/删除 and the row operations a state allows (a few at a time).
    menuWidth: Math.min(520, 240 + 80 * s.actions.filter((a) => a.where !== 'ids').length),
  });
}

/** The registry module of one business area. */
export async function loadArea(area: BusinessArea): Promise<AreaModule> {
  const screens = (await files[area]()).default as unknown as DerivedScreen[];
  return { screens: screens.map(toResource) };
}
