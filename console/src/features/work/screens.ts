import { defineMenuResource } from '@/resources/menu-leaves';
import { createElement, Fragment } from 'react';
import { readOnlyCaps, type ActionDef, type Row } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { stateButton } from '@/resources/state-operation';
import { categoryColumn, tenantColumn, versionShown, withFlowCategories } from './category-screen';
import { diagramAction } from './diagram-dialog';
import { FlowButton } from './flow-button';

// 我的事务 (spec §1 workflow tasks): the processes one may start and the task lists of blade-flow/work
// (bladex-wire "Workflow"). A row's page comes from the `flow` dictionary (spec §3): a slot renders
// its buttons, since opening a route is not a call. Every button shows only with BladeX's stock
// code granted (menu/buttons): work_start_flow, work_start_image, work_claim_sign, work_<list>_detail,
// work_todo_handle, work_<list>_follow.

const noCaps = { ...readOnlyCaps, view: false, export: true };

export const start = defineMenuResource({
  menu: 'work_start',
  texts: 'work:start',
  // The startable processes: the flow manager's records by category and mode (a suspended one is
  // listed too, as BladeX lists it; starting it is refused).
  path: '/blade-flow/manager',
  entity: 'FlowProcess',
  api: { list: '/blade-flow/work/start-list' },
  columns: [
    tenantColumn(),
    categoryColumn(true),
    col('name', { width: 200 }),
    col('key', { width: 160 }),
    col('version', { ...versionShown, width: 90 }),
    col('suspensionState', { width: 90 }),
    col('deploymentTime', { width: 170 }),
  ],
  capabilities: noCaps,
  menuWidth: 150,
  actions: [diagramAction('work_start_image', 'definition')],
  slots: { rowExtra: (row, { t }) => createElement(FlowButton, { row, kind: 'form', t, permission: 'work_start_flow' }) },
});

const taskColumns = [
  categoryColumn(true),
  col('processDefinitionName', { search: true, width: 180 }),
  // The applicant: BladeX starts a process with the variable createUser (the starter's account),
  // and the task lists carry the process variables.
  col('variables', { width: 110, format: (v: unknown) => applicantOf(v) }),
  col('taskName', { width: 150 }),
  col('processDefinitionVersion', { ...versionShown, width: 90 }),
  col('assigneeName', { width: 110 }),
  col('createTime', { width: 170 }),
];

/** The account that started the task's process (its createUser variable), or ''. */
export function applicantOf(variables: unknown): string {
  const user = variables && typeof variables === 'object' ? (variables as Record<string, unknown>).createUser : undefined;
  return user == null ? '' : String(user);
}

type TaskList = 'claim' | 'todo' | 'send' | 'done';

/** 签收: the task leaves the claim list for the signed-in user's todo list (the contract's claim-task: claim -> todo). */
const claim: ActionDef = stateButton('/blade-flow/work', 'claim-task', {
  name: 'claim',
  label: 'work:actions.claim',
  permission: 'work_claim_sign',
  confirm: 'work:actions.claimConfirm',
  success: 'work:actions.claimed',
});

export function taskScreen(list: TaskList) {
  return defineMenuResource({
    menu: `work_${list}`,
    texts: 'work:task',
    title: `work:task.titles.${list}`,
    path: '/blade-flow/work',
    entity: 'FlowTask',
    rowKey: 'taskId',
    api: { list: `/blade-flow/work/${list}-list` },
    columns: list === 'done' ? [...taskColumns, col('endTime', { width: 170 })] : taskColumns,
    capabilities: noCaps,
    menuWidth: 180,
    actions: [...(list === 'claim' ? [claim] : []), diagramAction(`work_${list}_follow`, 'instance')],
    slots: {
      rowExtra: (row: Row, { t }) =>
        createElement(
          Fragment,
          null,
          list === 'todo' ? createElement(FlowButton, { row, kind: 'handle', t, permission: 'work_todo_handle' }) : null,
          createElement(FlowButton, { row, kind: 'detail', t, permission: `work_${list}_detail` }),
        ),
    },
  });
}

export const screens: ScreenEntry[] = [
  withFlowCategories(start, { modes: true }),
  ...[taskScreen('claim'), taskScreen('todo'), taskScreen('send'), taskScreen('done')].map((s) => withFlowCategories(s)),
];
