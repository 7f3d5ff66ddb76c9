import { createElement, useEffect, useState } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { InfoDialog } from '@/components/info-dialog';
import { blade } from '@/lib/blade';
import type { ActionDef, Row } from '@/resources/types';
import type { TextKey, Translate } from '@/resources/texts';

// 流程图 / 跟踪 (Saber's flow_manager_image, work_start_image, work_*_follow): the process diagram
// that blade-flow/process/diagram-view draws. The image needs the Blade-Auth header, so it is
// fetched through the SDK as bytes and shown from an object URL (never as server HTML).

type DiagramQuery = { processInstanceId?: string; processDefinitionId?: string };

/** The diagram's bytes (image/png). */
export async function fetchDiagram(query: DiagramQuery): Promise<Blob> {
  return blade.call(blade.api.GET('/blade-flow/process/diagram-view', { params: { query }, parseAs: 'blob' }));
}

function useObjectUrl(query: DiagramQuery) {
  const [state, setState] = useState<{ url?: string; failed?: boolean }>({});
  const key = JSON.stringify(query);
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    fetchDiagram(JSON.parse(key) as DiagramQuery).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ url });
      },
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return state;
}

export function DiagramDialog({ query, t, onClose }: { query: DiagramQuery; t: Translate; onClose: () => void }) {
  const { url, failed } = useObjectUrl(query);
  return (
    <InfoDialog title={t('work:diagram.title')} testId="flow-diagram" maxW="min(900px, 96vw)" onClose={onClose}>
      <Box overflowX="auto" minH="120px" display="flex" alignItems="center" justifyContent="center">
        {url && <img src={url} alt={t('work:diagram.title')} style={{ maxWidth: 'none' }} />}
        {!url && !failed && <Spinner />}
        {failed && <Text color="fg.error">{t('work:diagram.failed')}</Text>}
      </Box>
    </InfoDialog>
  );
}

/** A row button opening the diagram of the row's instance (跟踪) or process definition (流程图). */
export function diagramAction(permission: string, of: 'instance' | 'definition', label: TextKey = of === 'instance' ? 'work:actions.track' : 'work:diagram.title'): ActionDef {
  const queryOf = (row: Row): DiagramQuery => (of === 'instance' ? { processInstanceId: String(row.processInstanceId ?? '') } : { processDefinitionId: String(row.id ?? '') });
  return {
    name: `diagram-${permission}`, scope: 'row', label, permission,
    dialog: ({ ctx, onClose, t }) => createElement(DiagramDialog, { query: queryOf(ctx.row ?? {}), t, onClose }),
  };
}
