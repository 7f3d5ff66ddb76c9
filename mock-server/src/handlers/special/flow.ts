// blade-flow: deployed processes (model deploy, change-state, delete-deployment), instances
// (leave start-process, delete-process-instance) and their tasks: a task waits to be claimed
// (claim), is claimed into someone's todo list, and is completed into done; the starter's sent
// task follows its instance to finished. Each step appends to the instance's history
// (history-flow-list) and refuses a record in the wrong state.
import type { Row } from '../../store.ts';
import { LEAVE_TABLE } from '../../store.ts';
import { coerceRow, toWire } from '../../records.ts';
import { badRequest, formatDate, MSG, r, status } from '../../wire.ts';
import { historyEntry } from '../../seed/flow.ts';
import { filterRows, listAnswer, required, scopeOf, type Call, type Handler } from '../common.ts';

const TASK_PROPS: Record<string, { type: string }> = { category: { type: 'integer' }, processDefinitionName: { type: 'string' } };
const PROCESS_PROPS: Record<string, { type: string }> = { category: { type: 'string' }, name: { type: 'string' }, key: { type: 'string' } };
const STATES: Record<string, number> = { active: 1, suspend: 2 };

function workList(state: 'todo' | 'claim' | 'send' | 'done'): Handler {
  return (c) => {
    const me = c.session!.userId;
    let rows = c.state.store.rows(scopeOf(c), '@FlowTask').filter((t) => t.status === state && (state === 'claim' || t._userId === me));
    rows = filterRows(rows, c.query, TASK_PROPS);
    if (c.query.beginDate) rows = rows.filter((t) => t.createTime >= c.query.beginDate);
    if (c.query.endDate) rows = rows.filter((t) => t.createTime <= `${c.query.endDate} 23:59:59`);
    rows.sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
    return listAnswer(c, rows, {});
  };
}

const tasks = (c: Call) => c.state.store.table(scopeOf(c), '@FlowTask');
const processes = (c: Call, scope = scopeOf(c)) => c.state.store.table(scope, '@FlowProcess');
const history = (c: Call) => c.state.store.table(scopeOf(c), '@FlowHistory');
const userOf = (c: Call, id: string) => c.state.store.table(scopeOf(c), '@User').get(id);

function task(c: Call, taskId: string): Row {
  const t = tasks(c).get(taskId);
  if (!t) throw badRequest('任务不存在');
  return t;
}

function instanceHistory(c: Call, processInstanceId: string): Row[] {
  return [...history(c).values()].filter((h) => h.processInstanceId === processInstanceId).sort((a, b) => a._seq - b._seq);
}

function addHistory(c: Call, instance: Row, fields: Row): Row {
  const steps = instanceHistory(c, instance.processInstanceId);
  const seq = steps.reduce((m, h) => Math.max(m, Math.floor(Number(h._seq)) + 1), 0);
  const h = historyEntry(scopeOf(c), instance, seq, fields);
  h.historyActivityId = `${instance.processInstanceId}-${steps.length}`;
  history(c).set(h.historyActivityId, h);
  return h;
}

/** "3分钟" style duration between two yyyy-MM-dd HH:mm:ss times. */
function duration(from: string, to: string): string {
  const s = Math.max(0, Math.round((Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 1000)) || 0;
  if (s < 60) return `${s}秒`;
  if (s < 3600) return `${Math.floor(s / 60)}分钟`;
  if (s < 86400) return `${Math.floor(s / 3600)}小时${Math.floor((s % 3600) / 60)}分钟`;
  return `${Math.floor(s / 86400)}天${Math.floor((s % 86400) / 3600)}小时`;
}

const dictLabel = (c: Call, code: string, key: string) =>
  c.state.store.rows(scopeOf(c), 'blade-system/dict').find((d) => d.code === code && d.parentId !== '0' && String(d.dictKey) === String(key))?.dictValue as string | undefined;

/** Leave start-process: the leave record, its instance, the starter's sent task and the approver's task (claimable without one). */
function startLeave(c: Call): unknown {
  const b: Row = c.body && typeof c.body === 'object' && !Array.isArray(c.body) ? c.body : {};
  const definitionId = String(b.processDefinitionId ?? '');
  if (!definitionId) throw badRequest(`${MSG.missing}: processDefinitionId`);
  const def = processes(c).get(definitionId);
  if (!def) throw badRequest('流程定义不存在');
  if (Number(def.suspensionState) !== 1) throw badRequest('流程已挂起, 无法发起');
  const res = c.state.resources.get(LEAVE_TABLE);
  const input = res ? coerceRow(b, res.props) : { ...b };
  const me = c.session!.userId;
  const starter = userOf(c, me);
  const now = formatDate();
  const taskUser = String(b.taskUser ?? b.variables?.taskUser ?? '');
  const approverId = /^taskUser_(.+)$/.exec(taskUser)?.[1] ?? '';
  const approver = approverId ? userOf(c, approverId) : undefined;
  if (taskUser && !approver) throw badRequest('审批人不存在');
  const store = c.state.store;
  const businessId = store.nextId();
  const processInstanceId = store.nextId();
  const leave: Row = {
    ...input,
    id: businessId,
    tenantId: scopeOf(c),
    processDefinitionId: definitionId,
    processInstanceId,
    taskUser,
    applyTime: now,
    createUser: me,
    createDept: c.session!.deptId.split(',')[0] ?? '',
    createTime: now,
    updateUser: me,
    updateTime: now,
    status: 1,
    isDeleted: 0,
  };
  delete leave.flow;
  delete leave.variables;
  store.insert(scopeOf(c), LEAVE_TABLE, leave);
  const common = {
    executionId: processInstanceId,
    businessTable: `blade_process_${def.key}`,
    businessId,
    category: def.category,
    categoryName: def.categoryName,
    processDefinitionId: def.id,
    processDefinitionName: def.name,
    processDefinitionKey: def.key,
    processDefinitionVersion: def.version,
    processInstanceId,
    processIsFinished: 'unfinished',
    variables: { ...(b.variables && typeof b.variables === 'object' ? b.variables : {}), taskUser, days: leave.days ?? 0 },
    comment: '',
    flag: '',
    createTime: now,
  };
  const approval = { taskName: '部门经理审批', taskDefinitionKey: 'managerApproval' };
  tasks(c).set(`${processInstanceId}1`, { ...common, ...approval, taskId: `${processInstanceId}1`, status: approver ? 'todo' : 'claim', _userId: approver?.id ?? '', assignee: approver ? taskUser : '', assigneeName: approver?.realName ?? '', claimTime: '', endTime: '' });
  tasks(c).set(`${processInstanceId}0`, { ...common, ...approval, taskId: `${processInstanceId}0`, status: 'send', _userId: me, assignee: approver ? taskUser : '', assigneeName: approver?.realName ?? '', claimTime: '', endTime: '' });
  store.insert(scopeOf(c), '@FlowFollow', {
    id: processInstanceId, tenantId: scopeOf(c), processInstanceId, processDefinitionId: def.id, processDefinitionKey: def.key, processDefinitionName: def.name,
    processDefinitionVersion: def.version, category: def.category, businessId, startUser: starter?.realName ?? '', startTime: now, endTime: '', suspensionState: 1,
    createUser: me, createTime: now, status: 1, isDeleted: 0, _startUserId: me,
  });
  addHistory(c, common, { historyActivityName: '开始', historyActivityType: 'startEvent', assignee: `taskUser_${me}`, assigneeName: starter?.realName ?? '', createTime: now, endTime: now, historyActivityDurationTime: '0秒' });
  addHistory(c, common, { historyActivityName: approval.taskName, assignee: approver ? taskUser : '', assigneeName: approver?.realName ?? '', createTime: now });
  c.state.changed();
  return status(true);
}

/** model/deploy: the model's process is deployed (a new version when one is), in each tenant named or the caller's. */
function deployModel(c: Call): unknown {
  const modelId = required(c, 'modelId');
  const category = required(c, 'category');
  const model = c.state.store.table(scopeOf(c), 'blade-flow/model').get(modelId);
  if (!model) throw badRequest(MSG.notFound);
  const key = String(model.modelKey || `process_${modelId}`);
  const scopes = (c.query.tenantIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const now = formatDate();
  const categoryName = dictLabel(c, 'flow', category) ?? category;
  for (const scope of scopes.length ? scopes : [scopeOf(c)]) {
    const table = processes(c, scope);
    const current = [...table.values()].filter((p) => p.key === key);
    const version = current.reduce((m, p) => Math.max(m, Number(p.version) || 0), 0) + 1;
    for (const p of current) table.delete(String(p.id));
    const deploymentId = c.state.store.nextId();
    const id = `${key}:${version}:${deploymentId}`;
    table.set(id, { id, tenantId: scope, name: String(model.name ?? key), key, category, categoryName, version, deploymentId, resourceName: `${key}.bpmn20.xml`, diagramResourceName: `${key}.${key}.png`, suspensionState: 1, deploymentTime: now });
  }
  Object.assign(model, { status: 1, lastUpdated: now, updateTime: now, updateUser: c.session?.userId ?? '' });
  c.state.changed();
  return status(true);
}

/** manager/change-state: active (1) or suspend (2); without a state it toggles; the state it is in is refused. */
function changeState(c: Call): unknown {
  const processId = required(c, 'processId');
  const p = processes(c).get(processId);
  if (!p) throw badRequest(MSG.notFound);
  const asked = c.query.state;
  if (asked && !(asked in STATES)) throw badRequest(`参数错误: state=${asked}`);
  const next = asked ? STATES[asked] : Number(p.suspensionState) === 1 ? 2 : 1;
  if (Number(p.suspensionState) === next) throw badRequest(next === 1 ? '流程已是激活状态' : '流程已是挂起状态');
  p.suspensionState = next;
  for (const f of c.state.store.rows(scopeOf(c), '@FlowFollow')) if (f.processDefinitionId === p.id && !f.endTime) f.suspensionState = next;
  c.state.changed();
  return status(true);
}

function deleteDeployment(c: Call): unknown {
  const ids = new Set(required(c, 'deploymentIds').split(',').map((s) => s.trim()).filter(Boolean));
  const table = processes(c);
  for (const p of [...table.values()]) if (ids.has(String(p.deploymentId))) table.delete(String(p.id));
  c.state.changed();
  return status(true);
}

/** follow/delete-process-instance: the instance goes, with its tasks and history. */
function deleteInstance(c: Call): unknown {
  const ids = new Set(required(c, 'processInstanceId').split(',').map((s) => s.trim()).filter(Boolean));
  const scope = scopeOf(c);
  const follows = c.state.store.table(scope, '@FlowFollow');
  for (const f of [...follows.values()]) if (ids.has(String(f.processInstanceId))) follows.delete(String(f.id));
  for (const t of [...tasks(c).values()]) if (ids.has(String(t.processInstanceId))) tasks(c).delete(String(t.taskId));
  for (const h of [...history(c).values()]) if (ids.has(String(h.processInstanceId))) history(c).delete(String(h.historyActivityId));
  c.state.changed();
  return status(true);
}

function historyList(c: Call): unknown {
  const id = required(c, 'processInstanceId');
  const props = c.state.contract.schemas.propertiesOf(c.state.contract.schemas.resolve({ $ref: '#/components/schemas/FlowHistory' }));
  return r(instanceHistory(c, id).map((h) => toWire(h, props)));
}

/** The open history step of the task's instance (the approval not ended yet). */
const openStep = (c: Call, t: Row) => instanceHistory(c, t.processInstanceId).find((h) => h.historyActivityType === 'userTask' && !h.endTime);

export const flowSpecials: Record<string, Handler> = {
  'GET /blade-flow/work/todo-list': workList('todo'),
  'GET /blade-flow/work/claim-list': workList('claim'),
  'GET /blade-flow/work/send-list': workList('send'),
  'GET /blade-flow/work/done-list': workList('done'),
  'GET /blade-flow/work/start-list': (c) => listAnswer(c, filterRows(c.state.store.rows(scopeOf(c), '@FlowProcess').filter((p) => Number(p.suspensionState) === 1), c.query, PROCESS_PROPS), {}),
  'POST /blade-desk/process/leave/start-process': startLeave,
  'POST /blade-flow/model/deploy': deployModel,
  'POST /blade-flow/manager/change-state': changeState,
  'POST /blade-flow/manager/delete-deployment': deleteDeployment,
  'POST /blade-flow/follow/delete-process-instance': deleteInstance,
  'GET /blade-flow/process/history-flow-list': historyList,
  'POST /blade-flow/work/claim-task': (c) => {
    const t = task(c, required(c, 'taskId'));
    if (t.status !== 'claim') throw badRequest('任务已被签收');
    const user = userOf(c, c.session!.userId);
    const now = formatDate();
    Object.assign(t, { status: 'todo', _userId: c.session!.userId, assignee: `taskUser_${c.session!.userId}`, assigneeName: user?.realName ?? '', claimTime: now });
    for (const s of tasks(c).values()) if (s.status === 'send' && s.processInstanceId === t.processInstanceId) Object.assign(s, { assignee: t.assignee, assigneeName: t.assigneeName });
    const step = openStep(c, t);
    if (step) Object.assign(step, { assignee: t.assignee, assigneeName: t.assigneeName });
    addHistory(c, t, { historyActivityName: '签收', historyActivityType: 'claim', assignee: t.assignee, assigneeName: t.assigneeName, createTime: now, endTime: now, historyActivityDurationTime: '0秒', comment: '签收任务', ...(step ? { _seq: Number(step._seq) + 0.5 } : {}) });
    c.state.changed();
    return status(true);
  },
  'POST /blade-flow/work/complete-task': (c) => {
    const t = task(c, required(c, 'taskId'));
    if (t.status !== 'todo') throw badRequest('任务不在待办状态');
    if (t._userId !== c.session!.userId && !c.session!.isAdmin) throw badRequest('不是当前任务的办理人');
    const b = c.body && typeof c.body === 'object' ? c.body : {};
    const now = formatDate();
    const comment = String(b.comment ?? '');
    Object.assign(t, { status: 'done', endTime: now, comment, flag: String(b.flag ?? ''), processIsFinished: 'finished', variables: { ...(t.variables ?? {}), ...(b.variables ?? {}) } });
    const step = openStep(c, t);
    if (step) Object.assign(step, { endTime: now, comment, assignee: t.assignee, assigneeName: t.assigneeName, historyActivityDurationTime: duration(step.createTime, now) });
    addHistory(c, t, { historyActivityName: '结束', historyActivityType: 'endEvent', createTime: now, endTime: now, historyActivityDurationTime: '0秒' });
    // One approval step: the instance ends, and the starter's sent task shows it finished.
    for (const s of tasks(c).values()) if (s.status === 'send' && s.processInstanceId === t.processInstanceId) Object.assign(s, { processIsFinished: 'finished', endTime: now, comment, flag: t.flag });
    for (const f of c.state.store.rows(scopeOf(c), '@FlowFollow')) if (f.processInstanceId === t.processInstanceId) f.endTime = now;
    c.state.changed();
    return status(true);
  },
};
