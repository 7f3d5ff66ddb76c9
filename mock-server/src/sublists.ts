// Sub-lists (the contract's x-blade-sublist, read by its one reader): a list shown as a tab of a
// parent record, its records carrying the parent's key in a field. The sandbox answers them from
// the child's table narrowed to the parent named in the query, and seeds children under parents.
import { readSublists, type BladeSublist } from '@dasha/contract/resources';
import type { Contract } from './contract.ts';
import { resourceOfSchema, type Resource } from './records.ts';
import type { Row, Store } from './store.ts';

export interface SublistLink extends Omit<BladeSublist, 'field'> {
  /** The child record's field holding the parent's key (a related sub-list has none and is not linked). */
  field: string;
  /** "GET /eim-purchase/purchaseorderinfo/detail-materiel" */
  key: string;
  parent: Resource;
  child: Resource;
}

/** Every sub-list whose parent and child the sandbox stores; throws when a child lacks its field. */
export function sublistLinks(contract: Contract, resources: Map<string, Resource>): SublistLink[] {
  const out: SublistLink[] = [];
  for (const s of readSublists(contract.doc)) {
    const key = `GET ${s.path}`;
    const op = contract.byKey.get(key);
    const parent = resources.get(s.of);
    const child =
      op?.xb?.role === 'list'
        ? resources.get(op.xb.resource)
        : resourceOfSchema(resources, contract.schemas.itemsOf(op?.ok.data), s.path.split('/')[1]!);
    // A related sub-list (a category's models) is answered by its own handler: its records do not carry the parent.
    const field = s.field;
    if (!op || !parent || !child || field === undefined) continue;
    if (!(field in child.props)) throw new Error(`${key}: its records (${child.name}) have no field ${field} for the parent's key`);
    out.push({ ...s, field, key, parent, child });
  }
  return out;
}

/** Fields a child copies from its parent: the parent's numbers and codes it repeats (purchaseNo). */
const COPIED = /(No|Num|Code)$/;

/**
 * Hangs a tenant's seeded children under its parents: child i under parent i (mod the parents),
 * by the parent's key or the field the sub-list names (a device's deviceCode),
 * so every parent's tab has a record; the numbers the child repeats are its parent's.
 */
export function linkSeededChildren(store: Store, links: SublistLink[], tenantId: string): void {
  const done = new Set<string>();
  for (const { parent, child, field, by } of links) {
    if (done.has(`${child.table}|${field}`)) continue;
    done.add(`${child.table}|${field}`);
    const parents = store.rows(tenantId, parent.table);
    if (!parents.length) continue;
    const copied = Object.keys(child.props).filter((p) => COPIED.test(p) && p in parent.props && p !== child.key);
    store.rows(tenantId, child.table).forEach((row: Row, i) => {
      const of = parents[i % parents.length]!;
      row[field] = of[by ?? parent.key];
      for (const p of copied) row[p] = of[p];
    });
  }
}
