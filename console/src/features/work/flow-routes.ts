import { queryOptions } from '@tanstack/react-query';
import { http } from '@/features/resources/data';
import { currentIdentity } from '@/features/resources/queries';
import type { Row } from '@/features/resources/types';

/**
 * Spec §3 "flow routes": the dictionary `flow` maps a process category to its pages. An entry's
 * key is `code_dictKey` (flow_1) and its value the item's remark (leave), which names the pages
 * under /work/process/{remark}/.
 */
export type FlowRoutes = Record<string, string>;

export function flowRoutesOptions() {
  return queryOptions({
    queryKey: [currentIdentity().tenantId, 'blade-system/dict', 'dictionary', 'flow', 'routes'] as const,
    queryFn: async (): Promise<FlowRoutes> => {
      const items = await http.get<Row[]>('/blade-system/dict/dictionary', { code: 'flow' });
      return Object.fromEntries((items ?? []).filter((i) => i.remark).map((i) => [`${String(i.code ?? 'flow')}_${String(i.dictKey)}`, String(i.remark)]));
    },
    staleTime: 5 * 60_000,
  });
}

/** The processes the console has pages for (one today: the leave process). */
const withPages = new Set(['leave']);

/** The route name (remark) of a category: '1' and 'flow_1' both name flow_1; null when it has no pages. */
export function routeOf(routes: FlowRoutes | undefined, category: unknown): string | null {
  if (!routes || category == null || category === '') return null;
  const c = String(category);
  const remark = routes[c.startsWith('flow_') ? c : `flow_${c}`];
  return remark && withPages.has(remark) ? remark : null;
}

const seg = (v: unknown) => encodeURIComponent(String(v ?? ''));

/** The page of a process or task: form (a process), handle (a task to do), detail (any task). */
export function flowPath(route: string, kind: 'form' | 'handle' | 'detail', row: Row): string {
  if (kind === 'form') return `/work/process/${route}/form/${seg(row.id ?? row.processDefinitionId)}`;
  if (kind === 'handle') return `/work/process/${route}/handle/${seg(row.taskId)}/${seg(row.processInstanceId)}/${seg(row.businessId)}`;
  return `/work/process/${route}/detail/${seg(row.processInstanceId)}/${seg(row.businessId)}`;
}
