import { useRef, useState } from 'react';
import { BladeError } from '@dasha/sdk';
import { Button, HStack, Text } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { useStableCallback } from '@/lib/use-stable-callback';
import { reasonOf } from '@/lib/error-reason';
import type { Translate } from './texts';
import type { AnyResource, Row, ShownColumn } from './types';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Progress = { done: number; total: number };

type ExportSource = {
  def: AnyResource;
  /** The list's parameters as the screen asks them (filters and sort; export pages itself). */
  params: Record<string, unknown>;
  paged: boolean;
  /** The rows shown: the whole list when it is not paged (a tree as expanded). */
  rows: Row[];
  columns: ShownColumn[];
  labels: Record<string, Map<string, string>>;
  t: Translate;
  title: string;
};

/** Export of the whole list with progress and a cancel; the writers load on the first export. */
export function useListExport(src: ExportSource) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<AbortController | null>(null);
  // Stable for the screen's life (its menu is memoised); it reads the latest list when pressed.
  const run = useStableCallback(async (kind: 'csv' | 'xlsx') => {
    if (running.current) return;
    const controller = (running.current = new AbortController());
    setProgress({ done: 0, total: 0 });
    try {
      const mod = await import('./export');
      await mod.loadWriters();
      const all = src.paged
        ? await mod.readAllRows(src.def, src.params, controller.signal, (done, total) => setProgress({ done, total }))
        : src.rows;
      controller.signal.throwIfAborted();
      const sheet = mod.sheetOf(src.columns, all, src.t, src.labels, src.def);
      if (kind === 'csv') mod.download(`${src.title}.csv`, mod.toCsv(sheet), 'text/csv;charset=utf-8');
      else mod.download(`${src.title}.xlsx`, mod.toXlsx(sheet, src.title), XLSX_TYPE);
    } catch (e) {
      if (controller.signal.aborted) notify.emit({ type: 'info', title: src.t('resources:list.exportCancelled') });
      // The SDK's handler has shown a failed request's message already.
      else if (!(e instanceof BladeError)) notify.error(src.t('resources:list.exportFailed', { reason: reasonOf(e) }));
    } finally {
      running.current = null;
      setProgress(null);
    }
  });
  return { run, progress, cancel: () => running.current?.abort() };
}

/** n / total records read, and 取消. */
export function ExportProgress({ progress, onCancel, t }: { progress: Progress; onCancel: () => void; t: Translate }) {
  return (
    <HStack gap="2" fontSize="sm" role="status" data-testid="export-progress">
      <Text>{t('resources:list.exporting', progress)}</Text>
      <Button size="xs" variant="outline" onClick={onCancel}>
        {t('resources:cancel')}
      </Button>
    </HStack>
  );
}
