import { queryOptions } from '@tanstack/react-query';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { resourceKey } from '@/lib/blade';
import { inSortOrder } from '@/resources/queries';
import type { Option, Row } from '@/resources/types';

/**
 * Spec §3 "flow routes": the dictionary `flow` maps a process category to its pages. An entry's
 * key is `code_dictKey` (flow_1) and its value the item's remark (leave), which names the pages
 * under /work/process/{remark}/. BladeX writes a process's category the same way (flow_1), so a
 * row's category is the key of its route.
 */
export type FlowRoutes = Record<string, string>;

const flowDictionary = () => blade.call(api.GET('/blade-system/dict/dictionary', { params: { query: { code: 'flow' } } }));

export function flowRoutesOptions() {
  return queryOptions({
    queryKey: [...resourceKey('blade-system/dict'), 'dictionary', 'flow', 'routes'] as const,
    queryFn: async (): Promise<FlowRoutes> =>
      Object.fromEntries(
        ((await flowDictionary()) ?? [])
          .filter((i) => i.remark)
          .map((i) => [`${String(i.code ?? 'flow')}_${String(i.dictKey)}`, String(i.remark)]),
      ),
    staleTime: 5 * 60_000,
  });
}

/** The category of a `flow` dictionary key, as BladeX's lists and deploy calls carry it (Saber's flowCategory). */
export const flowCategory = (dictKey: unknown) => `flow_${String(dictKey)}`;

/** The process categories to pick from: value flow_<dictKey>, label the dictionary's value. */
export function flowCategoryOptions() {
  return queryOptions({
    queryKey: [...resourceKey('blade-system/dict'), 'dictionary', 'flow', 'categories'] as const,
    queryFn: async (): Promise<Option[]> =>
      inSortOrder((await flowDictionary()) ?? []).map((i) => ({ value: flowCategory(i.dictKey), label: String(i.dictValue) })),
    staleTime: 5 * 60_000,
  });
}

/** The processes the console has pages for (one today: the leave process). */
const withPages = new Set(['leave']);

/** The route name (remark) of a category (flow_1); null when it has no pages in the console. */
export function routeOf(routes: FlowRoutes | undefined, category: unknown): string | null {
  if (!routes || category == null || category === '') return null;
  const remark = routes[String(category)];
  return remark && withPages.has(remark) ? remark : null;
}

const seg = (v: unknown) => encodeURIComponent(String(v ?? ''));

/** The page of a process or task: form (a process), handle (a task to do), detail (any task). */
export function flowPath(route: string, kind: 'form' | 'handle' | 'detail', row: Row): string {
  if (kind === 'form') return `/work/process/${route}/form/${seg(row.id ?? row.processDefinitionId)}`;
  if (kind === 'handle') return `/work/process/${route}/handle/${seg(row.taskId)}/${seg(row.processInstanceId)}/${seg(row.businessId)}`;
  return `/work/process/${route}/detail/${seg(row.processInstanceId)}/${seg(row.businessId)}`;
}
