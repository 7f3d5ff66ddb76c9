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
