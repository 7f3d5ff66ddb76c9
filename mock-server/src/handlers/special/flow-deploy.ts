// Deployed processes: model/deploy and manager/deploy-upload deploy a new version of a process
// key (older versions stay for the instances that run on them; lists answer the latest, as
// Flowable's latestVersion() does), change-state, delete-deployment, and the instances' removal.
import type { MultipartFile } from '@fastify/multipart';
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, status } from '../../wire.ts';
import { filterRows, listAnswer, required, scopeOf, sortRows, type Call, type Handler } from '../common.ts';
import { processesIn, type UploadedProcess } from './flow-files.ts';
import { categoryNameOf, follows, instanceHistory, processes, tasks } from './flow-store.ts';

const NAME_PROPS: Record<string, { type: string }> = { name: { type: 'string' }, key: { type: 'string' } };
const STATES: Record<string, number> = { active: 1, suspend: 2 };

/** The latest version of each process key. */
function latest(rows: Row[]): Row[] {
  const best = new Map<string, Row>();
  for (const p of rows) if (!best.has(p.key) || Number(p.version) > Number(best.get(p.key)!.version)) best.set(p.key, p);
  return [...best.values()].sort((a, b) => String(a.key).localeCompare(String(b.key)));
}

function processList(activeOnly: boolean): Handler {
  return (c) => {
    let rows = latest(c.state.store.rows(scopeOf(c), '@FlowProcess'));
    if (activeOnly) rows = rows.filter((p) => Number(p.suspensionState) === 1);
    if (c.query.category) rows = rows.filter((p) => p.category === c.query.category);
    return listAnswer(c, sortRows(filterRows(rows, c.query, NAME_PROPS), c.query), {});
  };
}

/** A category as BladeX's pages send it: flow_<key of the `flow` dictionary>. */
function checkedCategory(c: Call, category: string): string {
  const name = categoryNameOf(c, category);
  if (name === undefined) throw badRequest(`流程分类不存在: ${category} (应为 flow_<字典 flow 的键>, 如 flow_1)`);
  return name;
}

const tenantScopes = (c: Call, tenantIds: unknown) => {
  const named = String(tenantIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return named.length ? named : [scopeOf(c)];
};

/** Deploys the next version of `p.key` in one tenant. */
function deploy(c: Call, scope: string, p: UploadedProcess & { category: string; categoryName: string }, now: string): Row {
  const table = processes(c, scope);
  const version = [...table.values()].filter((x) => x.key === p.key).reduce((m, x) => Math.max(m, Number(x.version) || 0), 0) + 1;
  const deploymentId = c.state.store.nextId();
  const id = `${p.key}:${version}:${deploymentId}`;
  const row = { id, tenantId: scope, name: p.name, key: p.key, category: p.category, categoryName: p.categoryName, version, deploymentId, resourceName: p.resourceName, diagramResourceName: `${p.key}.${p.key}.png`, suspensionState: 1, deploymentTime: now, _steps: p.steps };
  table.set(id, row);
  return row;
}

/** model/deploy: the model's process is deployed as a new version, in each tenant named or the caller's. */
function deployModel(c: Call): unknown {
  const model = c.state.store.table(scopeOf(c), 'blade-flow/model').get(required(c, 'modelId'));
  if (!model) throw badRequest(MSG.notFound);
  const category = required(c, 'category');
  const categoryName = checkedCategory(c, category);
  const key = String(model.modelKey || `process_${model.id}`);
  const now = formatDate();
  for (const scope of tenantScopes(c, c.query.tenantIds)) deploy(c, scope, { key, name: String(model.name ?? key), resourceName: `${key}.bpmn20.xml`, steps: [], category, categoryName }, now);
  Object.assign(model, { status: 1, lastUpdated: now, updateTime: now, updateUser: c.session?.userId ?? '' });
  c.state.changed();
  return status(true);
}

/** manager/deploy-upload (multipart category, tenantIds, files): each file's process, as a new version. */
async function deployUpload(c: Call): Promise<unknown> {
  if (!c.req.isMultipart()) throw badRequest('请以 multipart/form-data 上传流程文件');
  const fields: Record<string, string> = {};
  const files: Array<{ name: string; data: Buffer }> = [];
  for await (const part of c.req.parts()) {
    if (part.type === 'file') files.push({ name: (part as MultipartFile).filename || 'upload', data: await (part as MultipartFile).toBuffer() });
    else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!fields.category) throw badRequest(`${MSG.missing}: category`);
  const categoryName = checkedCategory(c, fields.category);
  if (!files.length) throw badRequest('请上传流程文件');
  // Every file is read before anything is deployed: one bad file deploys none.
  const found = files.flatMap((f) => processesIn(f.name, f.data));
  const now = formatDate();
  for (const scope of tenantScopes(c, fields.tenantIds)) for (const p of found) deploy(c, scope, { ...p, category: fields.category, categoryName }, now);
  c.state.changed();
  return status(true);
}

/** manager/change-state: active (1) or suspend (2); without a state it toggles; the state it is in is refused. */
function changeState(c: Call): unknown {
  const p = processes(c).get(required(c, 'processId'));
  if (!p) throw badRequest(MSG.notFound);
  const asked = c.query.state;
  if (asked && !(asked in STATES)) throw badRequest(`参数错误: state=${asked}`);
  const next = asked ? STATES[asked] : Number(p.suspensionState) === 1 ? 2 : 1;
  if (Number(p.suspensionState) === next) throw badRequest(next === 1 ? '流程已是激活状态' : '流程已是挂起状态');
  p.suspensionState = next;
  for (const f of follows(c).values()) if (f.processDefinitionId === p.id && !f.endTime) f.suspensionState = next;
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
  const history = c.state.store.table(scopeOf(c), '@FlowHistory');
  for (const id of ids) for (const h of instanceHistory(c, id)) history.delete(String(h.historyActivityId));
  for (const f of [...follows(c).values()]) if (ids.has(String(f.processInstanceId))) follows(c).delete(String(f.id));
  for (const t of [...tasks(c).values()]) if (ids.has(String(t.processInstanceId))) tasks(c).delete(String(t.taskId));
  c.state.changed();
  return status(true);
}

export const deploySpecials: Record<string, Handler> = {
  'GET /blade-flow/work/start-list': processList(true),
  'GET /blade-flow/manager/list': processList(false),
  'POST /blade-flow/model/deploy': deployModel,
  'POST /blade-flow/manager/deploy-upload': deployUpload,
  'POST /blade-flow/manager/change-state': changeState,
  'POST /blade-flow/manager/delete-deployment': deleteDeployment,
  'POST /blade-flow/follow/delete-process-instance': deleteInstance,
};
