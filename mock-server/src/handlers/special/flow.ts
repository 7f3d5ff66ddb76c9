// blade-flow work lists and task handling: a task waits to be claimed (claim), is claimed into
// someone's todo list, and is completed into done; each step refuses a task in the wrong state.
import type { Row } from '../../store.ts';
import { badRequest, formatDate, status } from '../../wire.ts';
import { filterRows, listAnswer, required, scopeOf, type Call, type Handler } from '../common.ts';

const TASK_PROPS: Record<string, { type: string }> = { category: { type: 'integer' }, processDefinitionName: { type: 'string' } };

function workList(state: 'todo' | 'claim' | 'send' | 'done'): Handler {
  return (c) => {
    const me = c.session!.userId;
    let rows = c.state.store.rows(scopeOf(c), '@FlowTask').filter((t) => t.status === state && (state === 'claim' || t._userId === me));
    rows = filterRows(rows, c.query, TASK_PROPS);
    if (c.query.beginDate) rows = rows.filter((t) => t.createTime >= c.query.beginDate);
    if (c.query.endDate) rows = rows.filter((t) => t.createTime <= `${c.query.endDate} 23:59:59`);
    return listAnswer(c, rows, {});
  };
}

function task(c: Call, taskId: string): Row {
  const t = c.state.store.table(scopeOf(c), '@FlowTask').get(taskId);
  if (!t) throw badRequest('任务不存在');
  return t;
}

export const flowSpecials: Record<string, Handler> = {
  'GET /blade-flow/work/todo-list': workList('todo'),
  'GET /blade-flow/work/claim-list': workList('claim'),
  'GET /blade-flow/work/send-list': workList('send'),
  'GET /blade-flow/work/done-list': workList('done'),
  'GET /blade-flow/work/start-list': (c) => listAnswer(c, filterRows(c.state.store.rows(scopeOf(c), '@FlowProcess'), c.query, { category: { type: 'string' }, name: { type: 'string' }, key: { type: 'string' } }), {}),
  'POST /blade-flow/work/claim-task': (c) => {
    const t = task(c, required(c, 'taskId'));
    if (t.status !== 'claim') throw badRequest('任务已被签收');
    const user = c.state.store.table(scopeOf(c), '@User').get(c.session!.userId);
    Object.assign(t, { status: 'todo', _userId: c.session!.userId, assignee: `taskUser_${c.session!.userId}`, assigneeName: user?.realName ?? '', claimTime: formatDate() });
    c.state.changed();
    return status(true);
  },
  'POST /blade-flow/work/complete-task': (c) => {
    const t = task(c, required(c, 'taskId'));
    if (t.status !== 'todo') throw badRequest('任务不在待办状态');
    if (t._userId !== c.session!.userId && !c.session!.isAdmin) throw badRequest('不是当前任务的办理人');
    const b = c.body && typeof c.body === 'object' ? c.body : {};
    Object.assign(t, { status: 'done', endTime: formatDate(), comment: String(b.comment ?? ''), flag: String(b.flag ?? ''), processIsFinished: 'finished', variables: { ...(t.variables ?? {}), ...(b.variables ?? {}) } });
    c.state.changed();
    return status(true);
  },
};
