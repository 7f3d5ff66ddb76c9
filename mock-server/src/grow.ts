// POST /__sandbox/grow?resource=&rows=&tenantId=: fills one resource's table of a tenant up to
// `rows` rows, copies of its seeded rows under new ids, so a benchmark can compare a list of
// 25 rows with the same list of 100,000 (the copies keep the seed's spread of values, so an
// equality filter narrows them as it narrows the seed).
import type { SandboxState } from './state.ts';
import { badRequest } from './wire.ts';

export const MAX_GROW_ROWS = 1_000_000;

export function growTable(
  state: SandboxState,
  query: Record<string, string | undefined>,
): { resource: string; tenantId: string; rows: number; added: number } {
  const resource = state.resources.get(query.resource ?? '');
  if (!resource) throw badRequest(`参数 resource 错误: 没有资源 ${query.resource ?? ''}`);
  const target = Number(query.rows);
  if (!Number.isInteger(target) || target < 1 || target > MAX_GROW_ROWS)
    throw badRequest(`参数 rows 错误: 应为 1 到 ${MAX_GROW_ROWS} 之间的整数`);
  const tenantId = query.tenantId || '000000';
  const store = state.store;
  const seeded = store.rows(tenantId, resource.table);
  if (!seeded.length) throw badRequest(`租户 ${tenantId} 的 ${resource.name} 没有可复制的数据`);
  const table = store.table(tenantId, resource.table);
  let added = 0;
  for (let n = table.size; n < target; n++) {
    const template = seeded[n % seeded.length];
    let id = store.nextId();
    // nextId wraps after 4096 ids in one millisecond; a bulk fill can get there
    while (table.has(id)) id = store.nextId();
    store.insert(tenantId, resource.table, { ...template, [resource.key]: id }, resource.key);
    added++;
  }
  state.changed();
  return { resource: resource.name, tenantId, rows: table.size, added };
}
