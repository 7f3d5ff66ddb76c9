// blade-desk/process/leave: start-process saves the leave and starts its instance; detail answers
// the leave with `flow`, the state of its process, as BladeX's LeaveController does.
import type { Row } from '../../store.ts';
import { LEAVE_TABLE } from '../../store.ts';
import { coerceRow, toWire } from '../../records.ts';
import { badRequest, formatDate, MSG, r, status } from '../../wire.ts';
import { STEPS, taskUserOf } from '../../workflow.ts';
import type { Call, Handler } from '../../call.ts';
import { required, scopeOf } from '../common.ts';
import {
  addHistory,
  followOf,
  instanceFields,
  instanceHistory,
  instanceTasks,
  openTaskFor,
  processes,
  tasks,
  userOf,
} from './flow-store.ts';

/** BladeX's FlowUtil.getBusinessTable("leave"): the business key of a leave instance is blade_process_leave:<id>. */
const LEAVE_BUSINESS_TABLE = 'blade_process_leave';

/** Whole days from start to end, both included (the console's count). */
function daysBetween(start: unknown, end: unknown): number {
  const a = Date.parse(String(start ?? '').slice(0, 10));
  const b = Date.parse(String(end ?? '').slice(0, 10));
  return Number.isFinite(a) && Number.isFinite(b) && b >= a ? Math.round((b - a) / 86_400_000) + 1 : 0;
}

function startLeave(c: Call): unknown {
  const b: Row = c.body && typeof c.body === 'object' && !Array.isArray(c.body) ? c.body : {};
  const definitionId = String(b.processDefinitionId ?? '');
  if (!definitionId) throw badRequest(`${MSG.missing}: processDefinitionId`);
  const def = processes(c).get(definitionId);
  if (!def) throw badRequest('流程定义不存在');
  if (Number(def.suspensionState) !== 1) throw badRequest('流程已挂起, 无法发起');
  // taskUser is the bare user id: the server prefixes it (a prefixed one would be doubled by BladeX).
  const taskUser = String(b.taskUser ?? '').trim();
  if (taskUser.startsWith('taskUser_')) throw badRequest('审批人应为用户ID, 服务端会自动加上 taskUser_ 前缀');
  const approver = userOf(c, taskUser);
  if (taskUser && !approver) throw badRequest(`审批人不存在: ${taskUser}`);
  if (b.startTime && b.endTime && String(b.endTime) < String(b.startTime)) throw badRequest('结束时间不能早于开始时间');
  const given = b.days === undefined || b.days === null || b.days === '' ? undefined : Number(b.days);
  if (given !== undefined && !(Number.isInteger(given) && given > 0)) throw badRequest('请假天数应为正整数');
  const days = given ?? daysBetween(b.startTime, b.endTime);
  const res = c.state.resources.get(LEAVE_TABLE);
  const input = res ? coerceRow(b, res.props) : { ...b };
  const me = c.session!.userId;
  const starter = userOf(c, me);
  const now = formatDate();
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
    days,
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
  const instance: Row = {
    executionId: processInstanceId,
    businessTable: LEAVE_BUSINESS_TABLE,
    businessId,
    category: def.category,
    categoryName: def.categoryName,
    processDefinitionId: def.id,
    processDefinitionName: def.name,
    processDefinitionKey: def.key,
    processDefinitionVersion: def.version,
    processInstanceId,
    processIsFinished: 'unfinished',
    // BladeX sets createUser (the starter's account) when it starts a process: the lists' applicant.
    variables: {
      ...(b.variables && typeof b.variables === 'object' ? b.variables : {}),
      createUser: starter?.account ?? '',
      taskUser: approver ? taskUserOf(approver.id) : '',
      days,
    },
  };
  store.insert(scopeOf(c), '@FlowFollow', {
    id: processInstanceId,
    tenantId: scopeOf(c),
    processInstanceId,
    processDefinitionId: def.id,
    processDefinitionKey: def.key,
    processDefinitionName: def.name,
    processDefinitionVersion: def.version,
    category: def.category,
    businessId,
    startUser: starter?.realName ?? '',
    startTime: now,
    endTime: '',
    suspensionState: 1,
    createUser: me,
    createTime: now,
    status: 1,
    isDeleted: 0,
    _startUserId: me,
  });
  addHistory(c, instance, {
    historyActivityName: '开始',
    historyActivityType: 'startEvent',
    assignee: taskUserOf(me),
    assigneeName: starter?.realName ?? '',
    createTime: now,
    endTime: now,
    historyActivityDurationTime: '0秒',
  });
  const sentId = store.nextId();
  tasks(c).set(sentId, {
    ...instanceFields(instance),
    ...STEPS.manager,
    taskId: sentId,
    status: 'send',
    _userId: me,
    assignee: '',
    assigneeName: '',
    createTime: now,
    claimTime: '',
    endTime: '',
    comment: '',
    flag: '',
  });
  openTaskFor(c, instance, 'manager', approver, now);
  c.state.changed();
  return status(true);
}

/** The leave's process as a FlowTask: the step it waits at, and the applicant as assigneeName (BladeX). */
function flowOf(c: Call, leave: Row): Row {
  const pid = String(leave.processInstanceId ?? '');
  const all = instanceTasks(c, pid);
  const open = all.find((t) => t.status === 'todo' || t.status === 'claim');
  const base = open ?? all.find((t) => t.status === 'send') ?? all[0] ?? {};
  const follow = followOf(c, pid);
  const starter = userOf(c, String(follow?._startUserId ?? leave.createUser ?? ''));
  const lastDone = all.filter((t) => t.status === 'done').sort((a, b) => String(b.endTime).localeCompare(String(a.endTime)))[0];
  const finished = !open;
  const lastComment = instanceHistory(c, pid)
    .filter((h) => h.historyActivityType === 'userTask' && h.endTime)
    .at(-1)?.comment;
  return {
    taskId: open?.taskId ?? '',
    taskName: open?.taskName ?? (finished ? '结束' : ''),
    taskDefinitionKey: open?.taskDefinitionKey ?? '',
    assignee: starter ? taskUserOf(starter.id) : '',
    assigneeName: starter?.realName ?? '',
    createTime: follow?.startTime ?? leave.applyTime ?? '',
    claimTime: open?.claimTime ?? '',
    endTime: follow?.endTime ?? '',
    executionId: pid,
    businessTable: base.businessTable ?? LEAVE_BUSINESS_TABLE,
    businessId: String(leave.id),
    category: base.category ?? '',
    categoryName: base.categoryName ?? '',
    processDefinitionId: String(leave.processDefinitionId ?? ''),
    processDefinitionName: base.processDefinitionName ?? '',
    processDefinitionKey: base.processDefinitionKey ?? '',
    processDefinitionVersion: base.processDefinitionVersion ?? -1,
    processInstanceId: pid,
    processIsFinished: finished ? 'finished' : 'unfinished',
    status: open ? open.status : 'finish',
    variables: base.variables ?? {},
    comment: lastComment ?? '',
    flag: lastDone?.flag ?? '',
  };
}

function leaveDetail(c: Call): unknown {
  const id = required(c, 'businessId');
  const leave = c.state.store.table(scopeOf(c), LEAVE_TABLE).get(id);
  if (!leave) throw badRequest(MSG.notFound);
  const props = c.state.resources.get(LEAVE_TABLE)?.props ?? {};
  return r({ ...toWire(leave, props), flow: flowOf(c, leave) });
}

export const leaveSpecials: Record<string, Handler> = {
  'POST /blade-desk/process/leave/start-process': startLeave,
  'GET /blade-desk/process/leave/detail': leaveDetail,
};
