// Every standard resource of the contract gets plausible rows per tenant, faked from its entity
// schema: states cycle through the declared values so every named operation has a record to act
// on, and tree resources get parents and children.
import { fakeId } from '@dasha/contract/fake';
import { fakeObject, type Resource } from '../records.ts';
import { coerce } from '../schema.ts';
import type { Row } from '../store.ts';
import type { SeedContext } from './context.ts';

/** Fills the resource's table up to `ctx.perResource` rows for the tenant. */
export function seedResource(ctx: SeedContext, res: Resource, tenantId: string, stateValues = new Map<string, unknown[]>()): void {
  const table = ctx.store.table(tenantId, res.table);
  const existing = table.size;
  const offset = tenantId === '000000' ? 0 : 50;
  const prefix =
    res.name
      .split('/')
      .pop()!
      .replace(/[^a-z]/gi, '')
      .slice(0, 4)
      .toUpperCase() || 'NO';
  for (let i = existing; i < ctx.perResource; i++) {
    const n = i + offset;
    const row: Row = {
      ...fakeObject(res.schema ?? {}, n, { schemas: ctx.contract.schemas, codePrefix: prefix }),
      ...pick(ctx.base(tenantId, n), res),
    };
    if (res.key === 'id' || 'id' in res.props) row.id = fakeId(`${res.name}|${tenantId}`, i);
    if ('tenantId' in res.props) row.tenantId = res.table === '@Tenant' ? String(200000 + i) : tenantId;
    if (res.table === '@Tenant') row.expireTime = '';
    if ('isDeleted' in res.props) row.isDeleted = 0;
    // Declared states first, then those the named operations move between.
    for (const f of new Set(['status', ...stateValues.keys()])) {
      const values = (res.props[f]?.enum as unknown[] | undefined) ?? stateValues.get(f);
      if (values?.length) row[f] = res.props[f] ? coerce(values[i % values.length], res.props[f]) : values[i % values.length];
    }
    if (res.tree && 'parentId' in res.props) {
      const parent = i < 5 ? undefined : [...table.values()][(i - 5) % 5];
      row.parentId = parent ? String(parent[res.key]) : '0';
    }
    if (row[res.key] === undefined || row[res.key] === '' || table.has(String(row[res.key])))
      row[res.key] = `${prefix}${tenantId}${String(i + 1).padStart(4, '0')}`;
    table.set(String(row[res.key]), row);
  }
}

/** Only the base fields the entity declares. */
function pick(base: Row, res: Resource): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(base)) if (k in res.props) out[k] = v;
  return out;
}
