// Deployed processes: model/deploy and manager/deploy-upload deploy a new version of a process
// key (older versions stay for the instances that run on them; lists answer the latest, as
// Flowable's latestVersion() does), change-state, delete-deployment, and the instances' removal.
import type { MultipartFile } from '@fastify/multipart';
import type { Row } from '../../store.ts';
import { badRequest, formatDate, MSG, status } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { required, scopeOf } from '../common.ts';
import { DATA_TENANTS } from '../../seed/accounts.ts';
import { processesIn, type UploadedProcess } from './flow-files.ts';
import { SHARED } from './flow-lists.ts';
import { categoryNameOf, follows, instanceHistory, processes, tasks } from './flow-store.ts';

/** A category as BladeX's pages send it: flow_<key of the `flow` dictionary>. */
function checkedCategory(c: Call, category: string): string {
  const name = categoryNameOf(c, category);
  if (name === undefined) throw badRequest(`流程分类不存在: ${category} (应为 flow_<字典 flow 的键>, 如 flow_1)`);
  return name;
}

const STATES: Record<string, number> = { active: 1, suspend: 2 };

type Target = { scope: string; tenantId: string; deploymentId: string };

/**
 * Where a deployment goes: one per tenant named (a 定制 process of each), or, with none named, one
 * without a tenant (a 通用 process every tenant sees; the sandbox keeps a copy in each tenant).
 */
function targets(c: Call, tenantIds: unknown): Target[] {
  const named = String(tenantIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (named.length) return named.map((id) => ({ scope: id, tenantId: id, deploymentId: c.state.store.nextId() }));
  const deploymentId = c.state.store.nextId();
  return DATA_TENANTS.map((scope) => ({ scope, tenantId: SHARED, deploymentId }));
}

/** Deploys the next version of `p.key` for one tenant (or none); Flowable numbers versions per key and tenant. */
function deploy(c: Call, to: Target, p: UploadedProcess & { category: string; categoryName: string }, now: string): Row {
  const table = processes(c, to.scope);
  const version =
    [...table.values()]
      .filter((x) => x.key === p.key && x.tenantId === to.tenantId)
      .reduce((m, x) => Math.max(m, Number(x.version) || 0), 0) + 1;
  const { deploymentId } = to;
  const id = `${p.key}:${version}:${deploymentId}`;
  const row = {
    id,
    tenantId: to.tenantId,
    name: p.name,
    key: p.key,
    category: p.category,
    categoryName: p.categoryName,
    version,
    deploymentId,
    resourceName: p.resourceName,
    diagramResourceName: `${p.key}.${p.key}.png`,
    suspensionState: 1,
    deploymentTime: now,
    _steps: p.steps,
  };
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
  for (const to of targets(c, c.query.tenantIds))
    deploy(c, to, { key, name: String(model.name ?? key), resourceName: `${key}.bpmn20.xml`, steps: [], category, categoryName }, now);
  c.state.changed();
  return status(true);
}

/** manager/deploy-upload (multipart category, tenantIds, files): each file's process, as a new version. */
async function deployUpload(c: Call): Promise<unknown> {
  if (!c.req.isMultipart()) throw badRequest('请以 multipart/form-data 上传流程文件');
  const fields: Record<string, string> = {};
  const files: Array<{ name: string; data: Buffer }> = [];
  for await (const part of c.req.parts()) {
    if (part.type === 'file')
      files.push({ name: (part as MultipartFile).filename || 'upload', data: await (part as MultipartFile).toBuffer() });
    else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!fields.category) throw badRequest(`${MSG.missing}: category`);
  const categoryName = checkedCategory(c, fields.category);
  if (!files.length) throw badRequest('请上传流程文件');
  // Every file is read before anything is deployed: one bad file deploys none.
  const found = files.flatMap((f) => processesIn(f.name, f.data));
  const now = formatDate();
  for (const to of targets(c, fields.tenantIds))
    for (const p of found) deploy(c, to, { ...p, category: fields.category, categoryName }, now);
  c.state.changed();
  return status(true);
}

/**
 * manager/change-state: active (1) or suspend (2), answered with FlowEngineServiceImpl's messages;
 * the state a process already has is no error there (Flowable's "already in state" becomes a message).
 */
function changeState(c: Call): unknown {
  const processId = required(c, 'processId');
  const p = processes(c).get(processId);
  if (!p) throw badRequest(MSG.notFound);
  const next = STATES[c.query.state];
  if (!next) return { ...status(true), msg: '暂无流程变更' };
  if (Number(p.suspensionState) === next) return { ...status(true), msg: `ID为 [${processId}] 的流程已是此状态，无需操作` };
  for (const copy of copiesOf(c, p)) copy.suspensionState = next;
  for (const f of follows(c).values()) if (f.processDefinitionId === p.id && !f.endTime) f.suspensionState = next;
  c.state.changed();
  return { ...status(true), msg: `${next === 1 ? '激活' : '挂起'}ID为 [${processId}] 的流程成功` };
}

/** A process and, for one shared by every tenant, its copy in each other tenant. */
function copiesOf(c: Call, p: Row): Row[] {
  if (p.tenantId !== SHARED) return [p];
  return DATA_TENANTS.map((scope) => processes(c, scope).get(String(p.id))).filter((x): x is Row => !!x);
}

function deleteDeployment(c: Call): unknown {
  const ids = new Set(
    required(c, 'deploymentIds')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const doomed = [...processes(c).values()].filter((p) => ids.has(String(p.deploymentId)));
  for (const p of doomed) for (const scope of p.tenantId === SHARED ? DATA_TENANTS : [scopeOf(c)]) processes(c, scope).delete(String(p.id));
  c.state.changed();
  return status(true);
}

/** follow/delete-process-instance: the instance goes, with its tasks and history. */
function deleteInstance(c: Call): unknown {
  const ids = new Set(
    required(c, 'processInstanceId')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const history = c.state.store.table(scopeOf(c), '@FlowHistory');
  for (const id of ids) for (const h of instanceHistory(c, id)) history.delete(String(h.historyActivityId));
  for (const f of [...follows(c).values()]) if (ids.has(String(f.processInstanceId))) follows(c).delete(String(f.id));
  for (const t of [...tasks(c).values()]) if (ids.has(String(t.processInstanceId))) tasks(c).delete(String(t.taskId));
  c.state.changed();
  return status(true);
}

export const deploySpecials: Record<string, Handler> = {
  'POST /blade-flow/model/deploy': deployModel,
  'POST /blade-flow/manager/deploy-upload': deployUpload,
  'POST /blade-flow/manager/change-state': changeState,
  'POST /blade-flow/manager/delete-deployment': deleteDeployment,
  'POST /blade-flow/follow/delete-process-instance': deleteInstance,
};
