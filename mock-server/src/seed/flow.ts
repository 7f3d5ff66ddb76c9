// Workflow: deployed processes (start-list) and process instances at every stage of the leave
// process's rules (src/workflow.ts), each with all its tasks (the starter's sent task, the
// approvers' claim/todo/done tasks), its history and, for leaves, the leave record its
// businessId names. Categories are `flow_<dictKey>` of the `flow` dictionary, named by its value.
import { fakeDateTime } from '@dasha/contract/fake';
import type { Row } from '../store.ts';
import { flowCategory, secondApprover, STEPS, taskUserOf, type StepName } from '../workflow.ts';
import { DICTIONARIES } from './dicts.ts';

/** Process key and its `flow` dictionary key. */
const PROCESSES: Array<[key: string, dictKey: string]> = [
  ['leave', '1'],
  ['expense', '2'],
  ['purchase', '3'],
];
const categoryName = (dictKey: string) => DICTIONARIES.flow[1].find(([k]) => k === dictKey)?.[1] ?? dictKey;

/** Where each seeded instance stands; an instance of a short leave or another process never reaches `boss`. */
type Stage = 'manager' | 'claim' | 'finished' | 'boss' | 'adjust';
const STAGES: Stage[] = ['claim', 'manager', 'finished', 'boss', 'adjust', 'finished'];
const REASONS = ['家中有事', '身体不适, 需要就医', '探亲', '参加婚礼', '年假'];

/** A yyyy-MM-dd HH:mm:ss time some minutes after another (UTC arithmetic, no time zone shift). */
function later(time: string, minutes: number): string {
  const d = new Date(Date.parse(`${time.replace(' ', 'T')}Z`) + minutes * 60_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** A shared process is one deployment, the same id in every tenant (the sandbox keeps a copy in each). */
const sharedProcessId = (i: number) => `${PROCESSES[i][0]}:1:10000${i + 1}`;

/** The tenant's own processes (定制流程, mode 2): deployed for it alone, each with its user tasks. */
const CUSTOM: Array<[key: string, name: string, dictKey: string, steps: string[]]> = [
  ['travel', '出差报销', '2', ['部门经理审批', '财务审核']],
  ['special_purchase', '专项采购审批', '3', ['采购主管审批', '总经理审批']],
];

/**
 * The seeded processes: leave, expense and purchase are shared by every tenant (deployed without
 * one, tenantId '': 通用流程, mode 1); the CUSTOM ones are the tenant's own (定制流程, mode 2).
 */
export function flowProcessRows(tenantId: string): Row[] {
  const shared = PROCESSES.map(([key, dictKey], i) => ({
    id: sharedProcessId(i),
    tenantId: '',
    name: categoryName(dictKey),
    key,
    category: flowCategory(dictKey),
    categoryName: categoryName(dictKey),
    version: 1,
    deploymentId: `10000${i + 1}`,
    resourceName: `${key}.bpmn20.xml`,
    diagramResourceName: `${key}.${key}.png`,
    suspensionState: 1,
    deploymentTime: fakeDateTime(30 + i),
  }));
  const own = CUSTOM.map(([key, name, dictKey, steps], i) => ({
    id: `${key}:1:${tenantId}01${i + 1}`,
    tenantId,
    name,
    key,
    category: flowCategory(dictKey),
    categoryName: categoryName(dictKey),
    version: 1,
    deploymentId: `${tenantId}0001${i + 1}`,
    resourceName: `${key}.bpmn20.xml`,
    diagramResourceName: `${key}.${key}.png`,
    suspensionState: 1,
    deploymentTime: fakeDateTime(40 + i),
    _steps: steps,
  }));
  return [...shared, ...own];
}

/** One history entry (FlowHistory) of an instance; `_seq` keeps entries of one second in order, `_step` names its step. */
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

interface Plan {
  tasks: Row[];
  follows: Row[];
  history: Row[];
  leaves: Row[];
}

/** The seeded instances, deterministic per tenant and users: the same plan answers every export below. */
function plan(tenantId: string, users: Row[], count: number): Plan {
  const out: Plan = { tasks: [], follows: [], history: [], leaves: [] };
  const boss = secondApprover(users);
  for (let i = 0; i < count; i++) {
    const [key, dictKey] = PROCESSES[i % PROCESSES.length];
    const isLeave = key === 'leave';
    let stage = STAGES[Math.floor(i / PROCESSES.length) % STAGES.length];
    if (stage === 'boss' && !isLeave) stage = 'manager';
    const days = isLeave ? (stage === 'boss' || (stage === 'finished' && i % 2 === 0) ? 4 + (i % 3) : (i % 3) + 1) : 0;
    const starter = users[i % users.length];
    let approver = users[(i + 1) % users.length];
    if (days > 3 && approver === boss) approver = users[(i + 2) % users.length];
    const claimed = stage !== 'claim';
    const start = fakeDateTime(i);
    const pid = `${tenantId}${5000 + i}`;
    const common: Row = {
      executionId: pid,
      businessTable: `blade_process_${key}`,
      businessId: `${tenantId}${9000 + i}`,
      category: flowCategory(dictKey),
      categoryName: categoryName(dictKey),
      processDefinitionId: sharedProcessId(i % PROCESSES.length),
      processDefinitionName: categoryName(dictKey),
      processDefinitionKey: key,
      processDefinitionVersion: 1,
      processInstanceId: pid,
      processIsFinished: stage === 'finished' ? 'finished' : 'unfinished',
      variables: {
        createUser: String(starter.account ?? ''),
        taskUser: claimed ? taskUserOf(approver.id) : '',
        ...(isLeave ? { days } : {}),
      },
      comment: '',
      flag: '',
    };
    let seq = 0;
    let time = start;
    const history = (fields: Row) => out.history.push(historyEntry(tenantId, common, seq++, fields));
    history({
      historyActivityName: '开始',
      historyActivityType: 'startEvent',
      assignee: taskUserOf(starter.id),
      assigneeName: starter.realName,
      createTime: start,
      endTime: start,
      historyActivityDurationTime: '0秒',
    });
    const task = (step: StepName, user: Row | undefined, status: 'todo' | 'claim' | 'done', comment = '', flag = '') => {
      const begun = time;
      if (status === 'done') time = later(time, 90 + i);
      const ended = status === 'done' ? time : '';
      const row = {
        ...common,
        ...STEPS[step],
        taskId: `${tenantId}${7000 + i * 4 + out.tasks.filter((t) => t.processInstanceId === pid).length}`,
        status,
        _userId: user?.id ?? '',
        assignee: user ? taskUserOf(user.id) : '',
        assigneeName: user?.realName ?? '',
        createTime: begun,
        claimTime: user ? begun : '',
        endTime: ended,
        comment,
        flag,
      };
      out.tasks.push(row);
      history({
        historyActivityName: STEPS[step].taskName,
        assignee: row.assignee,
        assigneeName: row.assigneeName,
        createTime: begun,
        endTime: ended,
        historyActivityDurationTime: ended ? '1小时' : '',
        comment,
        _step: step,
      });
      return row;
    };
    if (stage === 'claim') task('manager', undefined, 'claim');
    else if (stage === 'manager') task('manager', approver, 'todo');
    else if (stage === 'adjust') {
      task('manager', approver, 'done', '请补充工作交接安排', 'reject');
      task('adjust', starter, 'todo');
    } else {
      task('manager', approver, 'done', '同意', 'ok');
      if (days > 3) task('boss', boss, stage === 'boss' ? 'todo' : 'done', stage === 'boss' ? '' : '同意', stage === 'boss' ? '' : 'ok');
    }
    const finished = stage === 'finished';
    if (finished)
      history({
        historyActivityName: '结束',
        historyActivityType: 'endEvent',
        createTime: time,
        endTime: time,
        historyActivityDurationTime: '0秒',
      });
    const current = out.tasks.filter((t) => t.processInstanceId === pid).at(-1)!;
    // The starter's own record of the instance: 已发事务 shows its current step and approver.
    out.tasks.push({
      ...current,
      taskId: `${tenantId}${7000 + i * 4 + 3}`,
      status: 'send',
      _userId: starter.id,
      createTime: start,
      claimTime: '',
      endTime: finished ? time : '',
      comment: '',
      flag: '',
    });
    out.follows.push({
      id: pid,
      tenantId,
      processInstanceId: pid,
      processDefinitionId: common.processDefinitionId,
      processDefinitionKey: key,
      processDefinitionName: common.processDefinitionName,
      processDefinitionVersion: 1,
      category: common.category,
      businessId: common.businessId,
      startUser: starter.realName,
      startTime: start,
      endTime: finished ? time : '',
      suspensionState: 1,
      createUser: starter.id,
      createTime: start,
      status: 1,
      isDeleted: 0,
      _startUserId: starter.id,
    });
    if (!isLeave) continue;
    out.leaves.push({
      id: common.businessId,
      tenantId,
      processDefinitionId: common.processDefinitionId,
      processInstanceId: pid,
      startTime: `${start.slice(0, 10)} 09:00:00`,
      endTime: `${later(start, (days - 1) * 1440).slice(0, 10)} 18:00:00`,
      days,
      reason: REASONS[i % REASONS.length],
      // The leave keeps the approver as the form sent it: the bare user id (BladeX saves it before prefixing the variable).
      taskUser: claimed ? approver.id : '',
      applyTime: start,
      createUser: starter.id,
      createDept: String(starter.deptId ?? '').split(',')[0],
      createTime: start,
      updateUser: starter.id,
      updateTime: start,
      status: 1,
      isDeleted: 0,
    });
  }
  return out;
}

/** The seeded tasks (every work list has rows for each seeded user). */
export function flowTaskRows(tenantId: string, users: Row[], count = 24): Row[] {
  return plan(tenantId, users, count).tasks;
}

/** What the seeded tasks stand for: their instances (blade-flow/follow), histories and leave records. */
export function flowInstanceRows(tenantId: string, tasks: Row[], users: Row[]): { follows: Row[]; history: Row[]; leaves: Row[] } {
  const { follows, history, leaves } = plan(tenantId, users, new Set(tasks.map((t) => t.processInstanceId)).size);
  return { follows, history, leaves };
}
