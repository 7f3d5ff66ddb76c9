import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { ResourceScreen } from '@/resources/resource-screen';
import type { AnyResource } from '@/resources/types';
import { flowCategoryOptions } from './flow-routes';

/**
 * The 流程分类 column of the work and flow lists: the table shows the row's categoryName, and the
 * search picks a category by its flow_N key (the `flow` dictionary's keys behind flow_, as
 * BladeX filters them), so the generic dictionary select (plain keys) does not fit.
 */
export const categoryColumn = (search = true) =>
  col('category', { type: 'select', search, width: 120, format: (v, row) => String(row.categoryName || v || '') });

/** The generic screen of `def`, its category column fed with the flow_N options. */
export function withFlowCategories(def: AnyResource): ScreenEntry {
  function FlowCategoryScreen() {
    const { data: options } = useQuery(flowCategoryOptions());
    const screen = useMemo(() => ({ ...def, columns: def.columns.map((c) => (c.prop === 'category' ? { ...c, options: options ?? [] } : c)) }), [options]);
    return <ResourceScreen def={screen} />;
  }
  return { menuPath: def.menuPath, component: FlowCategoryScreen };
}
