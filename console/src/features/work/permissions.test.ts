import { Children, isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { follow, manager, model } from '@/features/work/flow-screens';
import type { AnyResource } from '@/resources/types';
import { translator } from '@/resources/texts';
import { modelerActions } from './modeler';
import { start, taskScreen } from './screens';

// Every work and flow button carries BladeX's stock button code (bladex-wire "Stock menu paths and
// button codes"), so a role without it does not see the button: the actions through the generic
// screen, the page buttons of a row (发起, 处理, 详情) through the code their slot hands FlowButton.

const STOCK = new Set([
  'flow_model_create',
  'flow_model_update',
  'flow_model_deploy',
  'flow_model_download',
  'flow_model_delete',
  'flow_manager_state',
  'flow_manager_image',
  'flow_manager_remove',
  'flow_follow_delete',
  'work_start_flow',
  'work_start_image',
  'work_claim_sign',
  'work_claim_detail',
  'work_claim_follow',
  'work_todo_handle',
  'work_todo_detail',
  'work_todo_follow',
  'work_send_detail',
  'work_send_follow',
  'work_done_detail',
  'work_done_follow',
]);
const codes = (def: AnyResource) => [
  ...(['add', 'edit', 'remove', 'view'] as const).filter((c) => def.capabilities[c]).map((c) => def.permissions[c]),
  ...(def.actions ?? []).map((a) => a.permission),
];

/** The codes of the page buttons a row's slot renders. */
function slotCodes(def: AnyResource): unknown[] {
  const el = def.slots!.rowExtra!({ category: 'flow_1' }, { t: translator('zh'), refresh: () => undefined }) as ReactElement<{
    children?: unknown;
    permission?: string;
  }>;
  const buttons = el.props.permission ? [el] : Children.toArray(el.props.children as never);
  return buttons.filter(isValidElement).map((b) => (b.props as { permission?: string }).permission);
}

describe('work and flow buttons', () => {
  it('each carries its stock code', () => {
    // 创建, 配置 and 下载 open the Flowable modeler: offered only where config.json names one.
    expect(codes(model).sort()).toEqual(['flow_model_delete', 'flow_model_deploy']);
    const withModeler = { ...model, actions: [...modelerActions('http://localhost:9999'), ...(model.actions ?? [])] };
    expect(codes(withModeler).sort()).toEqual([
      'flow_model_create',
      'flow_model_delete',
      'flow_model_deploy',
      'flow_model_download',
      'flow_model_update',
    ]);
    expect([...new Set(codes(manager))].sort()).toEqual(['flow_manager_image', 'flow_manager_remove', 'flow_manager_state']);
    expect(codes(follow)).toEqual(['flow_follow_delete']);
    expect(codes(start)).toEqual(['work_start_image']);
    expect(codes(taskScreen('claim'))).toEqual(['work_claim_sign', 'work_claim_follow']);
    for (const list of ['todo', 'send', 'done'] as const) expect(codes(taskScreen(list))).toEqual([`work_${list}_follow`]);
    for (const def of [withModeler, manager, follow, start, taskScreen('todo')])
      for (const code of codes(def)) expect(STOCK.has(String(code)), String(code)).toBe(true);
  });
  it('gate the page buttons of a row: 发起, 处理 and 详情', () => {
    expect(slotCodes(start)).toEqual(['work_start_flow']);
    expect(slotCodes(taskScreen('todo'))).toEqual(['work_todo_handle', 'work_todo_detail']);
    for (const list of ['claim', 'send', 'done'] as const) expect(slotCodes(taskScreen(list))).toEqual([`work_${list}_detail`]);
  });
});
