import type { Row } from '@/resources/types';

// 下载 (flow_model_download). BladeX serves a model's BPMN from its Flowable modeler, which this
// console's backend contract does not include; the console writes the model's process skeleton
// (its key, name and description: start, one approval, end), a BPMN 2.0 file that 流程部署 takes
// back as a version of the same key.

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (ch) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as const)[ch as '&']};`);

export const modelFileName = (model: Row) => `${String(model.modelKey || model.id || 'process')}.bpmn20.xml`;

export function modelBpmn(model: Row): string {
  const key = escape(model.modelKey || `process_${String(model.id ?? '')}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="http://www.flowable.org/processdef">',
    `  <process id="${key}" name="${escape(model.name || model.modelKey)}" isExecutable="true">`,
    `    <documentation>${escape(model.description)}</documentation>`,
    '    <startEvent id="start"/>',
    '    <userTask id="approval" name="审批"/>',
    '    <endEvent id="end"/>',
    '    <sequenceFlow id="toApproval" sourceRef="start" targetRef="approval"/>',
    '    <sequenceFlow id="toEnd" sourceRef="approval" targetRef="end"/>',
    '  </process>',
    '</definitions>',
    '',
  ].join('\n');
}
