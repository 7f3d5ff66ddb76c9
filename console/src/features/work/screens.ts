import { createElement, Fragment } from 'react';
import { defineResource, readOnlyCaps, type ActionDef, type Row } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col, opts } from '@/resources/columns';
import { http } from '@/resources/data';
import { categoryColumn, withFlowCategories } from './category-screen';
import { diagramAction } from './diagram-dialog';
import { FlowButton } from './flow-button';

// 我的事务 (spec §1 workflow tasks): the processes one may start and the task lists of blade-flow/work
// (bladex-wire "Workflow"). A row's page comes from the `flow` dictionary (spec §3): a slot renders
// its buttons, since opening a route is not a call. Every button shows only with BladeX's stock
// code granted (menu/buttons): work_start_flow, work_start_image, work_claim_sign, work_<list>_detail,
// work_todo_handle, work_<list>_follow.

const noCaps = { ...readOnlyCaps, view: false, export: true };

export const start = defineResource({
  menuPath: '/work/start',
  title: { zh: '发起事务', en: 'Start a process' },
  path: '/blade-flow/work',
  entity: 'FlowProcess',
  api: { list: 'start-list' },
  columns: [
    categoryColumn(),
    col('name', '流程名称', 'Process name', { search: true, width: 200 }),
    col('key', '流程标识', 'Process key', { width: 160 }),
    col('version', '流程版本', 'Version', { width: 90, format: (v) => (v == null || v === '' ? '' : `v${String(v)}`) }),
    col('suspensionState', '状态', 'State', { type: 'select', options: opts({ '1': '激活', '2': '挂起' }), width: 90 }),
    col('deploymentTime', '部署时间', 'Deployed', { width: 170 }),
  ],
  capabilities: noCaps,
  permissions: {},
  menuWidth: 150,
  actions: [diagramAction('work_start_image', 'definition')],
  slots: { rowExtra: (row, { lang }) => createElement(FlowButton, { row, kind: 'form', lang, permission: 'work_start_flow' }) },
});

const taskColumns = [
  categoryColumn(),
  col('processDefinitionName', '流程名称', 'Process name', { search: true, width: 180 }),
  col('taskName', '当前步骤', 'Current step', { width: 150 }),
  col('processDefinitionVersion', '流程版本', 'Version', { width: 90, format: (v: unknown) => (v == null || v === '' ? '' : `v${String(v)}`) }),
  col('assigneeName', '审批人', 'Assignee', { width: 110 }),
  col('createTime', '申请时间', 'Applied', { width: 170 }),
];

type TaskList = 'claim' | 'todo' | 'send' | 'done';
const titles: Record<TaskList, { zh: string; en: string }> = {
  claim: { zh: '待签事务', en: 'To claim' },
  todo: { zh: '待办事务', en: 'To do' },
  send: { zh: '已发事务', en: 'Sent' },
  done: { zh: '办结事务', en: 'Done' },
};

/** 签收: the task leaves the claim list for the signed-in user's todo list. */
const claim: ActionDef = {
  name: 'claim', scope: 'row', label: { zh: '签收', en: 'Claim' }, permission: 'work_claim_sign',
  confirm: { zh: '确定签收此任务?', en: 'claim this task?' },
  success: { zh: '签收成功', en: 'claimed successfully' },
  run: ({ row }) => http.post('/blade-flow/work/claim-task', { query: { taskId: row?.taskId } }),
};

export function taskScreen(list: TaskList) {
  return defineResource({
    menuPath: `/work/${list}`,
    title: titles[list],
    path: '/blade-flow/work',
    entity: 'FlowTask',
    rowKey: 'taskId',
    api: { list: `${list}-list` },
    columns: list === 'done' ? [...taskColumns, col('endTime', '办结时间', 'Finished', { width: 170 })] : taskColumns,
    capabilities: noCaps,
    permissions: {},
    menuWidth: 180,
    actions: [...(list === 'claim' ? [claim] : []), diagramAction(`work_${list}_follow`, 'instance')],
    slots: {
      rowExtra: (row: Row, { lang }) =>
        createElement(
          Fragment,
          null,
          list === 'todo' ? createElement(FlowButton, { row, kind: 'handle', lang, permission: 'work_todo_handle' }) : null,
          createElement(FlowButton, { row, kind: 'detail', lang, permission: `work_${list}_detail` }),
        ),
    },
  });
}

export const screens: ScreenEntry[] = [start, taskScreen('claim'), taskScreen('todo'), taskScreen('send'), taskScreen('done')].map(withFlowCategories);
