// Workflow: deployed processes (start-list) and tasks in every state, so each work list has rows.
import { fakeDateTime, fakePerson } from '@dasha/contract/fake';
import type { Row } from '../store.ts';

const PROCESSES: Array<[key: string, name: string, category: string, categoryName: string]> = [
  ['leave', '请假流程', '1', '请假流程'],
  ['expense', '报销流程', '2', '报销流程'],
  ['purchase', '采购审批', '3', '采购审批'],
];
const STATES = ['todo', 'claim', 'send', 'done'] as const;

export function flowProcessRows(tenantId: string): Row[] {
  return PROCESSES.map(([key, name, category, categoryName], i) => ({
    id: `${key}:1:${tenantId}00${i + 1}`,
    tenantId,
    name,
    key,
    category,
    categoryName,
    version: 1,
    deploymentId: `${tenantId}0000${i + 1}`,
    resourceName: `${key}.bpmn20.xml`,
    diagramResourceName: `${key}.png`,
    suspensionState: 1,
    deploymentTime: fakeDateTime(30 + i),
  }));
}

export function flowTaskRows(tenantId: string, users: Row[], count = 32): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const [key, name, category, categoryName] = PROCESSES[i % PROCESSES.length];
    const state = STATES[i % STATES.length];
    const user = users[i % users.length];
    const instance = `${tenantId}${String(5000 + i)}`;
    return {
      taskId: `${tenantId}${String(7000 + i)}`,
      taskName: state === 'done' ? '结束' : '部门经理审批',
      taskDefinitionKey: 'managerApproval',
      assignee: state === 'claim' ? '' : `taskUser_${user.id}`,
      assigneeName: state === 'claim' ? '' : user.realName,
      _userId: state === 'claim' ? '' : user.id,
      createTime: fakeDateTime(i),
      claimTime: state === 'claim' ? '' : fakeDateTime(i),
      endTime: state === 'done' ? fakeDateTime(i) : '',
      executionId: instance,
      businessTable: `blade_process_${key}`,
      businessId: `${tenantId}${String(9000 + i)}`,
      category,
      categoryName,
      processDefinitionId: `${key}:1:${tenantId}00${(i % PROCESSES.length) + 1}`,
      processDefinitionName: name,
      processDefinitionKey: key,
      processDefinitionVersion: 1,
      processInstanceId: instance,
      processIsFinished: state === 'done' ? 'finished' : 'unfinished',
      status: state,
      variables: { applicant: fakePerson(i), days: (i % 5) + 1 },
      comment: '',
      flag: '',
    };
  });
}

/** One history entry (FlowHistory) of an instance; `_seq` keeps entries of one second in order. */
export function historyEntry(tenantId: string, instance: Row, n: number, fields: Row): Row {
  return {
    historyActivityId: `${instance.processInstanceId}-${n}`,
    historyActivityName: '',
    historyActivityType: 'userTask',
    historyActivityDurationTime: '',
    assignee: '',
    assigneeName: '',
    processInstanceId: instance.processInstanceId,
    processDefinitionId: instance.processDefinitionId,
    createTime: '',
    endTime: '',
    comment: '',
    _seq: n,
    _tenantId: tenantId,
    ...fields,
  };
}

/**
 * What the seeded tasks stand for: one process instance each (blade-flow/follow), its history
 * (start, then the approval step, finished for done tasks), and for leave tasks the leave record
 * named by the task's businessId. A sent task's user started it; others were started by the next user.
 */
export function flowInstanceRows(tenantId: string, tasks: Row[], users: Row[]): { follows: Row[]; history: Row[]; leaves: Row[] } {
  const follows: Row[] = [];
  const history: Row[] = [];
  const leaves: Row[] = [];
  tasks.forEach((t, i) => {
    const starter = t.status === 'send' ? users.find((u) => u.id === t._userId) ?? users[0] : users[(i + 1) % users.length];
    const finished = t.status === 'done';
    follows.push({
      id: t.processInstanceId,
      tenantId,
      processInstanceId: t.processInstanceId,
      processDefinitionId: t.processDefinitionId,
      processDefinitionKey: t.processDefinitionKey,
      processDefinitionName: t.processDefinitionName,
      processDefinitionVersion: t.processDefinitionVersion,
      category: t.category,
      businessId: t.businessId,
      startUser: starter.realName,
      startTime: t.createTime,
      endTime: finished ? t.endTime : '',
      suspensionState: 1,
      createUser: starter.id,
      createTime: t.createTime,
      status: 1,
      isDeleted: 0,
      _startUserId: starter.id,
    });
    history.push(historyEntry(tenantId, t, 0, { historyActivityName: '开始', historyActivityType: 'startEvent', assignee: `taskUser_${starter.id}`, assigneeName: starter.realName, createTime: t.createTime, endTime: t.createTime, historyActivityDurationTime: '0秒' }));
    history.push(historyEntry(tenantId, t, 1, { historyActivityName: '部门经理审批', assignee: t.assignee, assigneeName: t.assigneeName, createTime: t.createTime, endTime: finished ? t.endTime : '', comment: finished ? '同意' : '' }));
    if (finished) history.push(historyEntry(tenantId, t, 2, { historyActivityName: '结束', historyActivityType: 'endEvent', createTime: t.endTime, endTime: t.endTime, historyActivityDurationTime: '0秒' }));
    if (t.processDefinitionKey !== 'leave') return;
    const days = Number(t.variables?.days ?? 1);
    leaves.push({
      id: t.businessId,
      tenantId,
      processDefinitionId: t.processDefinitionId,
      processInstanceId: t.processInstanceId,
      startTime: t.createTime.slice(0, 10) + ' 09:00:00',
      endTime: t.createTime.slice(0, 10) + ' 18:00:00',
      days,
      reason: ['家中有事', '身体不适, 需要就医', '探亲', '参加婚礼', '年假'][i % 5],
      taskUser: t.assignee,
      applyTime: t.createTime,
      createUser: starter.id,
      createDept: '',
      createTime: t.createTime,
      updateUser: starter.id,
      updateTime: t.createTime,
      status: 1,
      isDeleted: 0,
    });
  });
  return { follows, history, leaves };
}
