// Fields a form picks from another list (the contract's x-options on an entity property: a
// device's model, brand, market user): seeded with the key of a record of that list, so the
// console's pickers and table labels name real records instead of made-up ids.
import type { Contract } from '../contract.ts';
import { resourceOfSchema, type Resource } from '../records.ts';
import type { Row, Store } from '../store.ts';

interface PickedField {
  table: string;
  prop: string;
  /** The table the choices are records of, and the record field the choice sends. */
  source: string;
  field: string;
}

/** The list an x-options op reads: the resource of its records, or the resource its path is under (getSelectData). */
function sourceOf(contract: Contract, resources: Map<string, Resource>, op: string): Resource | undefined {
  const operation = contract.byKey.get(op.replace(/\s+/, ' '));
  if (!operation) return undefined;
  if (operation.xb) return resources.get(operation.xb.resource);
  const service = operation.path.split('/')[1]!;
  const data = operation.ok.enveloped ? operation.ok.data : undefined;
  return resourceOfSchema(resources, contract.schemas.itemsOf(data), service) ?? resources.get(operation.path.slice(1, operation.path.lastIndexOf('/')));
}

/** Every picked field of the stored resources, where its list is one the sandbox keeps. */
export function pickedFields(contract: Contract, resources: Map<string, Resource>): PickedField[] {
  const out: PickedField[] = [];
  for (const res of resources.values()) {
    for (const [prop, schema] of Object.entries(res.props)) {
      const options = (schema as Record<string, unknown>)['x-options'] as { op?: string; value?: string } | undefined;
      const source = options?.op ? sourceOf(contract, resources, options.op) : undefined;
      // An option list of {value, label} (getSelectData) sends the record's key as its value.
      if (source) out.push({ table: res.table, prop, source: source.table, field: options!.value === 'value' ? source.key : (options!.value ?? source.key) });
    }
  }
  return out;
}

/** Points each seeded record's picked fields at the tenant's records of their lists (row i at choice i mod n). */
export function linkPickedFields(store: Store, fields: PickedField[], tenantId: string): void {
  for (const f of fields) {
    const choices = store.rows(tenantId, f.source).filter((c: Row) => c[f.field] !== undefined && c[f.field] !== null && c[f.field] !== '');
    if (!choices.length) continue;
    store.rows(tenantId, f.table).forEach((row: Row, i) => {
      row[f.prop] = String(choices[i % choices.length]![f.field]);
    });
  }
}
