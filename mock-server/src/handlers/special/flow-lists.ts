// The lists of blade-flow's engine as FlowEngineServiceImpl builds them from Flowable's queries:
// deployed processes (manager/list, work/start-list: the latest version of each process, by mode
// and category), running instances (follow/list: executions, by instance and process key), and
// the check of a process file before its upload (manager/check-upload).
import type { MultipartFile } from '@fastify/multipart';
import type { Row } from '../../store.ts';
import { badRequest, MSG, r } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { listAnswer, scopeOf } from '../common.ts';
import { categoryNameOf, follows, openTask } from './flow-store.ts';

/** Processes shared by every tenant are deployed without one (Flowable's tenantId ''). */
export const SHARED = '';
/** FlowModeEnum: 1 通用 (COMMON), 2 定制 (CUSTOM). */
const COMMON_MODE = 1;

/** The latest version of each process key of one tenant (Flowable's latestVersion() is per key and tenant). */
export function latest(rows: Row[]): Row[] {
  const best = new Map<string, Row>();
  for (const p of rows) {
    const id = `${p.tenantId}\u0000${p.key}`;
    if (!best.has(id) || Number(p.version) > Number(best.get(id)!.version)) best.set(id, p);
  }
  return [...best.values()].sort((a, b) => String(a.key).localeCompare(String(b.key)));
}

/**
 * mode 1 (the default) lists the processes deployed without a tenant; mode 2 the caller tenant's
 * own, or every process for the administrator (BladeX then sets no tenant condition at all).
 */
function byMode(c: Call, rows: Row[]): Row[] {
  const mode = c.query.mode === undefined || c.query.mode === '' ? COMMON_MODE : Number(c.query.mode);
  if (mode === COMMON_MODE) return rows.filter((p) => p.tenantId === SHARED);
  return c.session?.roleAliases.includes('administrator') ? rows : rows.filter((p) => p.tenantId === scopeOf(c));
}

/** manager/list and work/start-list: the same query in BladeX, by category (exact) and mode, ordered by key. */
const processList: Handler = (c) => {
  let rows = byMode(c, latest(c.state.store.rows(scopeOf(c), '@FlowProcess')));
  if (c.query.category) rows = rows.filter((p) => p.category === c.query.category);
  return listAnswer(c, rows, {});
};

/** follow/list: the running instances (a finished one is not a Flowable execution any more), as FlowExecution. */
const followList: Handler = (c) => {
  const { processInstanceId, processDefinitionKey } = c.query;
  const rows = [...follows(c).values()]
    .filter((f) => !f.endTime)
    .filter((f) => !processInstanceId || f.processInstanceId === processInstanceId)
    .filter((f) => !processDefinitionKey || f.processDefinitionKey === processDefinitionKey)
    .map((f) => execution(c, f));
  return listAnswer(c, rows, {});
};

function execution(c: Call, f: Row): Row {
  const waiting = openTask(c, String(f.processInstanceId));
  return {
    id: f.processInstanceId,
    name: '',
    startUserId: f._startUserId ? `taskUser_${String(f._startUserId)}` : '',
    startUser: f.startUser,
    startTime: f.startTime,
    executionId: f.processInstanceId,
    processInstanceId: f.processInstanceId,
    processDefinitionId: f.processDefinitionId,
    processDefinitionKey: f.processDefinitionKey,
    suspensionState: Number(f.suspensionState) || 1,
    category: f.category,
    categoryName: categoryNameOf(c, f.category) ?? '',
    taskDefinitionId: '',
    taskDefinitionKey: waiting?.taskDefinitionKey ?? '',
    activityId: waiting?.taskDefinitionKey ?? '',
  };
}

/** BladeX's FlowEngineConstant.SUFFIX: the only name checkUpload accepts. */
const SUFFIX = '.bpmn20.xml';

/** manager/check-upload (multipart `file`): whether the file's name ends with .bpmn20.xml; the name is all it reads. */
async function checkUpload(c: Call): Promise<unknown> {
  if (!c.req.isMultipart()) throw badRequest('请以 multipart/form-data 上传流程文件');
  let name: string | undefined;
  for await (const part of c.req.parts()) {
    if (part.type !== 'file') continue;
    const file = part as MultipartFile;
    await file.toBuffer();
    if (file.fieldname === 'file' && name === undefined) name = file.filename ?? '';
  }
  if (name === undefined) throw badRequest(`${MSG.missing}: file`);
  return r({ name, success: name.endsWith(SUFFIX) });
}

export const listSpecials: Record<string, Handler> = {
  'GET /blade-flow/manager/list': processList,
  'GET /blade-flow/work/start-list': processList,
  'GET /blade-flow/follow/list': followList,
  'POST /blade-flow/manager/check-upload': checkUpload,
};
