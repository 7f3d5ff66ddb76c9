import { createElement, useState } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import type { paths } from '@dasha/sdk';
import { InfoDialog } from '@/components/info-dialog';
import { apiBaseUrl } from '@/lib/blade';
import type { ActionDef, Row } from '@/resources/types';
import type { TextKey, Translate } from '@/resources/texts';

// 流程图 / 跟踪 (Saber's flow_manager_image, work_start_image, work_*_follow): BladeX draws a
// process definition with process/resource-view and a running or finished instance with
// process/diagram-view. Both are plain images the gateway serves without a token, so the page
// loads them as an <img>, as the stock pages do.

export type DiagramOf = { processInstanceId: string } | { processDefinitionId: string };

type DiagramPath = '/blade-flow/process/diagram-view' | '/blade-flow/process/resource-view';
const pathOf = (of: DiagramOf): DiagramPath & keyof paths =>
  'processInstanceId' in of ? '/blade-flow/process/diagram-view' : '/blade-flow/process/resource-view';

/** The image's address: an instance through diagram-view, a definition through resource-view. */
export function diagramUrl(of: DiagramOf): string {
  return `${apiBaseUrl}${pathOf(of)}?${new URLSearchParams(of)}`;
}

/** The diagram as an image: a spinner until it has loaded, a message when it cannot. */
export function DiagramImage({ of, t }: { of: DiagramOf; t: Translate }) {
  const src = diagramUrl(of);
  const [state, setState] = useState<{ src?: string; loaded?: boolean; failed?: boolean }>({});
  const current = state.src === src ? state : {};
  return (
    <Box overflowX="auto" minH="120px" display="flex" alignItems="center" justifyContent="center" data-testid="flow-diagram-image">
      {!current.failed && (
        <img
          src={src}
          alt={t('work:diagram.title')}
          style={{ maxWidth: 'none', display: current.loaded ? undefined : 'none' }}
          onLoad={() => setState({ src, loaded: true })}
          onError={() => setState({ src, failed: true })}
        />
      )}
      {!current.loaded && !current.failed && <Spinner />}
      {current.failed && <Text color="fg.error">{t('work:diagram.failed')}</Text>}
    </Box>
  );
}

export function DiagramDialog({ of, t, onClose }: { of: DiagramOf; t: Translate; onClose: () => void }) {
  return (
    <InfoDialog title={t('work:diagram.title')} testId="flow-diagram" maxW="min(900px, 96vw)" onClose={onClose}>
      <DiagramImage of={of} t={t} />
    </InfoDialog>
  );
}

/** A row button opening the diagram of the row's instance (跟踪) or process definition (流程图). */
export function diagramAction(
  permission: string,
  of: 'instance' | 'definition',
  label: TextKey = of === 'instance' ? 'work:actions.track' : 'work:diagram.title',
): ActionDef {
  const ofRow = (row: Row): DiagramOf =>
    of === 'instance' ? { processInstanceId: String(row.processInstanceId ?? '') } : { processDefinitionId: String(row.id ?? '') };
  return {
    name: `diagram-${permission}`,
    scope: 'row',
    label,
    permission,
    dialog: ({ ctx, onClose, t }) => createElement(DiagramDialog, { of: ofRow(ctx.row ?? {}), t, onClose }),
  };
}
