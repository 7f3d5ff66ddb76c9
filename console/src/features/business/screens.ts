import { defineResource } from '@/resources/types';
import type { ActionDef, AnyResource, AreaModule } from '@/resources/types';
import { resumeDraftAction } from '@/resources/resume-draft';
import { required } from '@/resources/rules';
import { blade } from '@/lib/blade';
import { columnOf, toWire } from './derived-columns';
import { screenHost } from './run-operation';
import { stateAction } from './state-actions';
import { sublistRecordActions } from './sublist-records';
import type { DerivedResume, DerivedScreen } from './derived-types';
import { addBusinessTexts, businessTexts, sublistName } from './texts';

// One derived module an area, each its own chunk: a screen costs only its area's data.
const files = {
  sales: () => import('./derived/sales'),
  sale: () => import('./derived/sale'),
  purchase: () => import('./derived/purchase'),
  produce: () => import('./derived/produce'),
  product: () => import('./derived/product'),
  stock: () => import('./derived/stock'),
  repair: () => import('./derived/repair'),
  money: () => import('./derived/money'),
  operating: () => import('./derived/operating'),
  user: () => import('./derived/user'),
} satisfies Record<string, () => Promise<{ screens: DerivedScreen[] }>>;
export type BusinessArea = keyof typeof files;

/** A derived screen as a registry entry of the generic list screen; `more`: row operations it offers besides the contract's named ones (继续编辑 of a draft). */
export function toResource(s: DerivedScreen, more: ActionDef[] = []) {
  const p = s.permissions;
  // Its calls are the SDK's resource of its path: what the contract has decides what is offered.
  const resource = blade.anyResource(s.path);
  const actions = [...s.actions.map((a) => stateAction(screenHost(s), a)), ...more];
  const has = (call: 'detail' | 'submit' | 'remove') => resource.has(call);
  // The entity's field names are known only at run time here: they come from the same contract
  // the SDK's types are generated from (scripts/derive-screens.mjs reads its schemas), so the
  // entry is typed with plain strings.
  return defineResource({
    menuPath: s.menuPath,
    texts: businessTexts(s),
    path: s.path,
    entity: s.entity,
    rowKey: resource.key,
    api: { beforeSubmit: (values) => toWire(s.columns, values) },
    // A field the contract has the server check before a save (an account's name) asks it in the form.
    columns: s.columns.map((c) => ({
      ...columnOf(c, s.search.includes(c.prop), `${businessTexts(s)}.options.${c.prop}`),
      ...(resource.checked.includes(c.prop) ? { check: (value: string) => resource.check(c.prop, value) } : {}),
    })),
    // The fields the contract says a new record must carry (x-blade-required), marked on the form.
    form: () => required(...s.columns.filter((c) => c.required).map((c) => c.prop)),
    capabilities: {
      add: has('submit') && !!p.add,
      edit: has('submit') && !!p.edit,
      remove: has('remove') && !!p.remove,
      view: has('detail') && !!p.view,
      export: true,
      batchRemove: has('remove') && !!p.remove,
    },
    permissions: p,
    actions,
    sublists: s.sublists?.map((sub) => {
      const texts = `${businessTexts(s)}.sublists.${sublistName(sub)}` as const;
      return {
        url: sub.url,
        param: sub.param,
        ...(sub.by ? { by: sub.by } : {}),
        texts,
        columns: sub.columns.map((c) => columnOf(c, false, `${texts}.options.${c.prop}`)),
        // Its operations are labelled by the tab's texts and run on their own resource (a binding's).
        // and what it offers on its own records (新增, 编辑), saved through their resource.
        ...(sub.actions?.length || sub.records
          ? {
              actions: [
                ...(sub.records ? sublistRecordActions({ texts, title: `${texts}.title`, records: sub.records }) : []),
                ...(sub.actions ?? []).map((a) => stateAction({ path: s.path, texts, columns: sub.columns }, a, true)),
              ],
            }
          : {}),
        ...(sub.paged ? { paged: true, ...(sub.sizeParam ? { sizeParam: sub.sizeParam } : {}) } : {}),
      };
    }),
    dateRange: s.dateRange,
    ...(s.draft ? { drafts: s.draft } : {}),
    // Room for 查看/编辑/删除 and up to three row operations (past three: two and 更多).
    menuWidth: 240 + 80 * Math.min(3, actions.filter((a) => a.scope === 'row').length),
  });
}

/** The registry module of one business area. */
export async function loadArea(area: BusinessArea): Promise<AreaModule> {
  const { screens } = await files[area]();
  addBusinessTexts(screens);
  const entries = new Map(screens.map((s) => [s.path, toResource(s)]));
  return { screens: screens.map((s) => (s.resumes ? toResource(s, resumeActions(s, s.resumes, entries)) : entries.get(s.path)!)) };
}

/** A drafts' screen's 继续编辑: the form of the screen whose new records its drafts keep (the derivation put both in one area). */
function resumeActions(s: DerivedScreen, resumes: DerivedResume, entries: Map<string, AnyResource>): ActionDef[] {
  const record = entries.get(resumes.path);
  if (!record?.drafts)
    throw new Error(
      `derived screen ${s.menuPath} keeps drafts of ${resumes.path}, which is no screen of its area keeping drafts (run node console/scripts/derive-screens.mjs)`,
    );
  return resumes.permission === null
    ? []
    : [resumeDraftAction(entries.get(s.path)!, { ...record, drafts: record.drafts }, resumes.permission)];
}
