import { createElement } from 'react';
import { InfoDialog } from '@/components/info-dialog';
import type { ActionDef, Row } from '@/resources/types';
import type { Translate } from '@/resources/texts';

// Flow models are drawn in the Flowable modeler (BladeX's blade-flow-design), not through
// blade-flow: Saber's 模型设计 opens it for 创建 (flow_model_create) and 配置 (flow_model_update)
// and downloads a model's BPMN from it (flow_model_download). The modeler's address is the
// deployment's (config.json flowDesignUrl); without one these buttons are not offered.

/** The modeler's pages, as Saber's model.vue opens them. */
export const modelerUrls = (base: string) => ({
  create: `${base}/index.html`,
  edit: (modelId: string) => `${base}/index.html#/editor/${encodeURIComponent(modelId)}`,
  bpmn: (modelId: string) => `${base}/app/rest/models/${encodeURIComponent(modelId)}/bpmn20`,
});

function ModelerDialog({ src, t, onClose }: { src: string; t: Translate; onClose: () => void }) {
  return (
    <InfoDialog title={t('work:actions.modeler')} testId="flow-modeler" maxW="min(1400px, 98vw)" onClose={onClose}>
      <iframe src={src} title={t('work:actions.modeler')} style={{ width: '100%', height: '70vh', border: 0 }} />
    </InfoDialog>
  );
}

const modelId = (row: Row | undefined) => String(row?.id ?? '');

/** 创建, 配置 and 下载 of 模型设计, each through the modeler at `base`. */
export function modelerActions(base: string | undefined): ActionDef[] {
  if (!base) return [];
  const urls = modelerUrls(base);
  return [
    {
      name: 'create',
      scope: 'toolbar',
      label: 'work:actions.create',
      permission: 'flow_model_create',
      dialog: ({ onClose, t }) => createElement(ModelerDialog, { src: urls.create, t, onClose }),
    },
    {
      name: 'update',
      scope: 'row',
      label: 'work:actions.update',
      permission: 'flow_model_update',
      dialog: ({ ctx, onClose, t }) => createElement(ModelerDialog, { src: urls.edit(modelId(ctx.row)), t, onClose }),
    },
    {
      name: 'download',
      scope: 'row',
      label: 'work:actions.download',
      permission: 'flow_model_download',
      success: 'work:actions.modelerOpened',
      run: async ({ row }) => void window.open(urls.bpmn(modelId(row)), '_blank', 'noopener'),
    },
  ];
}
