// The flow tables as the flow handlers share them: deployed processes, tasks, instances and
// their history, and the steps that move an instance on (open the next task, end it).
import type { Row } from '../../store.ts';
import { badRequest, formatDate } from '../../wire.ts';
import { historyEntry } from '../../seed/flow.ts';
import { dictKeyOf, STEPS, taskUserOf, type StepName } from '../../workflow.ts';
import type { Call } from '../../call.ts';
import { scopeOf } from '../common.ts';

export const tasks = (c: Call) => c.state.store.table(scopeOf(c), '@FlowTask');
export const processes = (c: Call, scope = scopeOf(c)) => c.state.store.table(scope, '@FlowProcess');
export const follows = (c: Call) => c.state.store.table(scopeOf(c), '@FlowFollow');
const history = (c: Call) => c.state.store.table(scopeOf(c), '@FlowHistory');
export const userOf = (c: Call, id: string) => (id ? c.state.store.table(scopeOf(c), '@User').get(id) : undefined);

export function task(c: Call, taskId: string): Row {
  const t = tasks(c).get(taskId);
  if (!t) throw badRequest('任务不存在');
  return t;
}

export const instanceTasks = (c: Call, processInstanceId: string) =>
  [...tasks(c).values()].filter((t) => t.processInstanceId === processInstanceId);
export const followOf = (c: Call, processInstanceId: string) =>
  [...follows(c).values()].find((f) => f.processInstanceId === processInstanceId);
/** The task waiting in an instance (to claim or to do); the instance runs one step at a time. */
export const openTask = (c: Call, processInstanceId: string) =>
  instanceTasks(c, processInstanceId).find((t) => t.status === 'todo' || t.status === 'claim');

export function instanceHistory(c: Call, processInstanceId: string): Row[] {
  return [...history(c).values()].filter((h) => h.processInstanceId === processInstanceId).sort((a, b) => a._seq - b._seq);
}

export function addHistory(c: Call, instance: Row, fields: Row): Row {
  const steps = instanceHistory(c, instance.processInstanceId);
  const seq = steps.reduce((m, h) => Math.max(m, Math.floor(Number(h._seq)) + 1), 0);
  const h = historyEntry(scopeOf(c), instance, seq, fields);
  h.historyActivityId = `${instance.processInstanceId}-${steps.length}`;
  history(c).set(h.historyActivityId, h);
  return h;
}

/** The open history step of an instance (a user task not ended yet). */
export const openStep = (c: Call, processInstanceId: string) =>
  instanceHistory(c, processInstanceId).find((h) => h.historyActivityType === 'userTask' && !h.endTime);

/** "3分钟" style duration between two yyyy-MM-dd HH:mm:ss times. */
export function duration(from: string, to: string): string {
  const s = Math.max(0, Math.round((Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 1000)) || 0;
  if (s < 60) return `${s}秒`;
  if (s < 3600) return `${Math.floor(s / 60)}分钟`;
  if (s < 86400) return `${Math.floor(s / 3600)}小时${Math.floor((s % 3600) / 60)}分钟`;
  return `${Math.floor(s / 86400)}天${Math.floor((s % 86400) / 3600)}小时`;
}

/** The `flow` dictionary's value for a flow_N category, or undefined for a category it does not hold. */
export function categoryNameOf(c: Call, category: unknown): string | undefined {
  const key = dictKeyOf(category);
  if (key === undefined) return undefined;
  return c.state.store
    .rows(scopeOf(c), 'blade-system/dict')
    .find((d) => d.code === 'flow' && d.parentId !== '0' && String(d.dictKey) === key)?.dictValue as string | undefined;
}

/** The fields every task of an instance shares, beside its variables. */
const INSTANCE_FIELDS = [
  'executionId',
  'businessTable',
  'businessId',
  'category',
  'categoryName',
  'processDefinitionId',
  'processDefinitionName',
  'processDefinitionKey',
  'processDefinitionVersion',
  'processInstanceId',
  'processIsFinished',
] as const;

/** The fields every task of an instance shares (taken from one of its tasks), without a task's own. */
export function instanceFields(t: Row): Row {
  return { ...Object.fromEntries(INSTANCE_FIELDS.map((k) => [k, t[k]])), variables: { ...((t.variables as Row | undefined) ?? {}) } };
}

/** Opens a step: a todo task of `user`, or a claim task when nobody is named; its history step begins. */
export function openTaskFor(c: Call, instance: Row, step: StepName, user: Row | undefined, now = formatDate()): Row {
  const taskId = c.state.store.nextId();
  const assignee = user ? taskUserOf(user.id) : '';
  const row: Row = {
    ...instanceFields(instance),
    ...STEPS[step],
    taskId,
    status: user ? 'todo' : 'claim',
    _userId: user?.id ?? '',
    assignee,
    assigneeName: user?.realName ?? '',
    createTime: now,
    claimTime: user ? now : '',
    endTime: '',
    comment: '',
    flag: '',
  };
  tasks(c).set(taskId, row);
  addHistory(c, row, { historyActivityName: STEPS[step].taskName, assignee, assigneeName: row.assigneeName, createTime: now, _step: step });
  syncSent(c, instance.processInstanceId);
  return row;
}

/** Ends an instance: its end event, every task of it finished, the instance's end time. */
export function endInstance(c: Call, processInstanceId: string, now = formatDate()): void {
  const any = instanceTasks(c, processInstanceId)[0] ?? { processInstanceId };
  addHistory(c, any, {
    historyActivityName: '结束',
    historyActivityType: 'endEvent',
    createTime: now,
    endTime: now,
    historyActivityDurationTime: '0秒',
  });
  for (const t of instanceTasks(c, processInstanceId)) {
    t.processIsFinished = 'finished';
    if (t.status === 'send') t.endTime = now;
  }
  const f = followOf(c, processInstanceId);
  if (f) f.endTime = now;
}

/** The starter's sent task shows the step the instance waits at, and who has it. */
export function syncSent(c: Call, processInstanceId: string): void {
  const open = openTask(c, processInstanceId);
  if (!open) return;
  for (const s of instanceTasks(c, processInstanceId)) {
    if (s.status === 'send')
      Object.assign(s, {
        taskName: open.taskName,
        taskDefinitionKey: open.taskDefinitionKey,
        assignee: open.assignee,
        assigneeName: open.assigneeName,
      });
  }
}
