// blade-flow: the work lists and a task's life. A task waits to be claimed (claim), is claimed
// into someone's todo list, and is completed into done; completing it moves its instance on by
// the process rules (src/workflow.ts): the next step's task, or the end. The starter's sent task
// follows its instance. Each step appends to the instance's history (history-flow-list) and a
// record in the wrong state is refused. Processes, deployments and the leave are in flow-*.ts.
import type { Row } from '../../store.ts';
import { toWire } from '../../records.ts';
import { badRequest, formatDate, r, status } from '../../wire.ts';
import { nextStep, secondApprover, stepOf, taskUserOf } from '../../workflow.ts';
import type { Call, Handler } from '../../call.ts';
import { filterRows, listAnswer, required, scopeOf } from '../common.ts';
import { deploySpecials } from './flow-deploy.ts';
import { diagramView, resourceView } from './flow-diagram.ts';
import { leaveSpecials } from './flow-leave.ts';
import { listSpecials } from './flow-lists.ts';
import {
  addHistory,
  duration,
  endInstance,
  followOf,
  instanceHistory,
  openStep,
  openTaskFor,
  syncSent,
  task,
  userOf,
} from './flow-store.ts';

const TASK_PROPS: Record<string, { type: string }> = { processDefinitionName: { type: 'string' } };

/** A category filter is exact: flow_1 is not flow_10. */
const byCategory = (rows: Row[], category: string | undefined) => (category ? rows.filter((t) => t.category === category) : rows);

function workList(state: 'todo' | 'claim' | 'send' | 'done'): Handler {
  return (c) => {
    const me = c.session!.userId;
    let rows = c.state.store.rows(scopeOf(c), '@FlowTask').filter((t) => t.status === state && (state === 'claim' || t._userId === me));
    rows = filterRows(byCategory(rows, c.query.category), c.query, TASK_PROPS);
    if (c.query.beginDate) rows = rows.filter((t) => t.createTime >= c.query.beginDate);
    if (c.query.endDate) rows = rows.filter((t) => t.createTime <= `${c.query.endDate} 23:59:59`);
    rows.sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
    return listAnswer(c, rows, {});
  };
}

function historyList(c: Call): unknown {
  const id = required(c, 'processInstanceId');
  const props = c.state.contract.schemas.propertiesOf(c.state.contract.schemas.resolve({ $ref: '#/components/schemas/FlowHistory' }));
  return r(instanceHistory(c, id).map((h) => toWire(h, props)));
}

function claimTask(c: Call): unknown {
  const t = task(c, required(c, 'taskId'));
  if (t.status !== 'claim') throw badRequest('任务已被签收');
  const user = userOf(c, c.session!.userId);
  const now = formatDate();
  Object.assign(t, {
    status: 'todo',
    _userId: c.session!.userId,
    assignee: taskUserOf(c.session!.userId),
    assigneeName: user?.realName ?? '',
    claimTime: now,
  });
  syncSent(c, t.processInstanceId);
  const step = openStep(c, t.processInstanceId);
  if (step) Object.assign(step, { assignee: t.assignee, assigneeName: t.assigneeName });
  addHistory(c, t, {
    historyActivityName: '签收',
    historyActivityType: 'claim',
    assignee: t.assignee,
    assigneeName: t.assigneeName,
    createTime: now,
    endTime: now,
    historyActivityDurationTime: '0秒',
    comment: '签收任务',
    ...(step ? { _seq: Number(step._seq) + 0.5 } : {}),
  });
  c.state.changed();
  return status(true);
}

/** complete-task: flag "ok" approves, any other flag rejects (BladeX's pass = flag == ok). */
function completeTask(c: Call): unknown {
  const t = task(c, required(c, 'taskId'));
  if (t.status !== 'todo') throw badRequest('任务不在待办状态');
  if (t._userId !== c.session!.userId && !c.session!.isAdmin) throw badRequest('不是当前任务的办理人');
  const b = c.body && typeof c.body === 'object' ? c.body : {};
  const now = formatDate();
  const comment = String(b.comment ?? '');
  const flag = String(b.flag ?? '');
  const variables = { ...(t.variables ?? {}), ...(b.variables && typeof b.variables === 'object' ? b.variables : {}) };
  Object.assign(t, { status: 'done', endTime: now, comment, flag, variables });
  const step = openStep(c, t.processInstanceId);
  if (step)
    Object.assign(step, {
      endTime: now,
      comment,
      assignee: t.assignee,
      assigneeName: t.assigneeName,
      historyActivityDurationTime: duration(step.createTime, now),
    });
  const days = t.businessTable === 'blade_process_leave' ? Number(variables.days) || 0 : 0;
  const next = nextStep(stepOf(t.taskDefinitionKey), flag === 'ok', days);
  if (next === 'end') endInstance(c, t.processInstanceId, now);
  else {
    const users = c.state.store.rows(scopeOf(c), '@User');
    const starterId = String(followOf(c, t.processInstanceId)?._startUserId ?? '');
    const firstApprover = /^taskUser_(.+)$/.exec(String(variables.taskUser ?? ''))?.[1] ?? '';
    // 部门经理审批 again goes to the approver the applicant named (a claim task when none was).
    const user = next === 'boss' ? secondApprover(users) : next === 'adjust' ? userOf(c, starterId) : userOf(c, firstApprover);
    openTaskFor(c, t, next, user, now);
  }
  c.state.changed();
  return status(true);
}

export const flowSpecials: Record<string, Handler> = {
  'GET /blade-flow/work/todo-list': workList('todo'),
  'GET /blade-flow/work/claim-list': workList('claim'),
  'GET /blade-flow/work/send-list': workList('send'),
  'GET /blade-flow/work/done-list': workList('done'),
  'GET /blade-flow/process/history-flow-list': historyList,
  'GET /blade-flow/process/diagram-view': diagramView,
  'GET /blade-flow/process/resource-view': resourceView,
  'POST /blade-flow/work/claim-task': claimTask,
  'POST /blade-flow/work/complete-task': completeTask,
  ...deploySpecials,
  ...listSpecials,
  ...leaveSpecials,
};
