import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Group } from '@chakra-ui/react';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import type { ColumnOverlay } from '@/resources/menu-leaves';
import { ResourceScreen } from '@/resources/resource-screen';
import type { AnyResource } from '@/resources/types';
import { useTexts } from '@/resources/texts';
import { flowCategoryOptions } from './flow-routes';

/**
 * The 流程分类 column of the work and flow lists: the table shows the row's categoryName, and the
 * search picks a category by its flow_N key (the `flow` dictionary's keys behind flow_, as
 * BladeX filters them), so the generic dictionary select (plain keys) does not fit.
 */
export const categoryShown = { type: 'select', format: (v, row) => String(row.categoryName || v || '') } satisfies ColumnOverlay;

/** The category column of a list no menu leaf lists (a task list), searched there by the screen's own word. */
export const categoryColumn = (search?: true) => col('category', { ...categoryShown, ...(search ? { search } : {}), width: 120 });

/** A process's tenant: a process deployed without one is shared by every tenant (通用). */
export const tenantShown = { format: (v, _row, t) => (v ? String(v) : t('work:mode.shared')) } satisfies ColumnOverlay;

/** The tenant column of a list no menu leaf lists. */
export const tenantColumn = () => col('tenantId', { ...tenantShown, width: 110 });

/** A process definition's version as Flowable's lists show it: v3. */
export const versionShown = { format: (v) => (v == null || v === '' ? '' : `v${String(v)}`) } satisfies ColumnOverlay;

/** BladeX's process modes (FlowModeEnum): 1 通用 (shared by every tenant, the default), 2 定制 (the tenant's own). */
const MODES = [
  { value: 1, label: 'work:mode.common' },
  { value: 2, label: 'work:mode.custom' },
] as const;

/** 通用流程 / 定制流程 above the list, as Saber's radio buttons: the list is asked again with `mode`. */
function ModeSwitch({ mode, onChange }: { mode: number; onChange: (mode: number) => void }) {
  const t = useTexts('work:mode');
  return (
    <Box px="4" pt="3">
      <Group attached role="radiogroup" aria-label={t('work:mode.label')} data-testid="flow-mode">
        {MODES.map((m) => (
          <Button
            key={m.value}
            size="xs"
            role="radio"
            aria-checked={mode === m.value}
            variant={mode === m.value ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => onChange(m.value)}
          >
            {t(m.label)}
          </Button>
        ))}
      </Group>
    </Box>
  );
}

/** The generic screen of `def`, its category column fed with the flow_N options; `modes`: with the mode switch. */
export function withFlowCategories(def: AnyResource, { modes = false } = {}): ScreenEntry {
  function FlowCategoryScreen() {
    const { data: options } = useQuery(flowCategoryOptions());
    const [mode, setMode] = useState(1);
    const screen = useMemo(
      () => ({ ...def, columns: def.columns.map((c) => (c.prop === 'category' ? { ...c, options: options ?? [] } : c)) }),
      [options],
    );
    const fixedQuery = useMemo(() => (modes ? { mode } : undefined), [mode]);
    if (!modes) return <ResourceScreen def={screen} />;
    return (
      <>
        <ModeSwitch mode={mode} onChange={setMode} />
        <ResourceScreen def={screen} fixedQuery={fixedQuery} />
      </>
    );
  }
  return { menuPath: def.menuPath, component: FlowCategoryScreen };
}
