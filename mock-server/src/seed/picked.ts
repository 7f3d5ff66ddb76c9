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
  /** The picker's fixed query that names fields of the choices (a dictionary's code): only those records are choices. */
  where: Record<string, string>;
  /** Fields of the seeded record copied from its choice, as the form fills them (a language's name). */
  fills: Record<string, string>;
}

type Options = { op?: string; value?: string; query?: Record<string, unknown>; fills?: Record<string, string> };

/** The list an x-options op reads: the resource of its records, or the resource its path is under (getSelectData). */
function sourceOf(contract: Contract, resources: Map<string, Resource>, op: string): Resource | undefined {
  const operation = contract.byKey.get(op.replace(/\s+/, ' '));
  if (!operation) return undefined;
  if (operation.xb) return resources.get(operation.xb.resource);
  const service = operation.path.split('/')[1]!;
  const data = operation.ok.enveloped ? operation.ok.data : undefined;
  const items = contract.schemas.itemsOf(data);
  const under = resources.get(operation.path.slice(1, operation.path.lastIndexOf('/')));
  // The resource the path is under, where it keeps these records (dict-biz's, not dict's, DictEntry).
  if (under && items && under.schema === items) return under;
  return resourceOfSchema(resources, items, service) ?? under;
}

/** Every picked field of the stored resources, where its list is one the sandbox keeps. */
export function pickedFields(contract: Contract, resources: Map<string, Resource>): PickedField[] {
  const out: PickedField[] = [];
  for (const res of resources.values()) {
    for (const [prop, schema] of Object.entries(res.props)) {
      const options = (schema as Record<string, unknown>)['x-options'] as Options | undefined;
      const source = options?.op ? sourceOf(contract, resources, options.op) : undefined;
      if (!source) continue;
      // Query entries that are not fields of the records (a page size) do not narrow the choices.
      const where = Object.fromEntries(
        Object.entries(options!.query ?? {})
          .filter(([k]) => k in source.props)
          .map(([k, v]) => [k, String(v)]),
      );
      // An option list of {value, label} (getSelectData) sends the record's key as its value.
      out.push({
        table: res.table,
        prop,
        source: source.table,
        field: options!.value === 'value' ? source.key : (options!.value ?? source.key),
        where,
        fills: options!.fills ?? {},
      });
    }
  }
  return out;
}

/** Points each seeded record's picked fields at the tenant's records of their lists (row i at choice i mod n). */
export function linkPickedFields(store: Store, fields: PickedField[], tenantId: string): void {
  const parentPick = (f: PickedField) => f.source === f.table;
  // Parents last: a record under a parent then takes the parent's other picks (a fault's device type).
  for (const f of [...fields.filter((f) => !parentPick(f)), ...fields.filter(parentPick)]) {
    // A dictionary's heading row (dictKey -1) is not one of its entries: no picker offers it.
    const narrowed = (c: Row) => String(c.dictKey) !== '-1' && Object.entries(f.where).every(([k, v]) => String(c[k]) === v);
    const choices = store
      .rows(tenantId, f.source)
      .filter((c: Row) => c[f.field] !== undefined && c[f.field] !== null && c[f.field] !== '' && narrowed(c));
    if (!choices.length) continue;
    const rows = store.rows(tenantId, f.table);
    // A record picking one of its own list picks its parent: the first five are top ones (none
    // picked, as the form leaves it), the others under them, so the records form a tree.
    if (parentPick(f)) {
      const shared = fields.filter((g) => g.table === f.table && !parentPick(g)).flatMap((g) => [g.prop, ...Object.keys(g.fills)]);
      rows.forEach((row: Row, i) => {
        const parent = i < 5 ? undefined : rows[(i - 5) % 5]!;
        row[f.prop] = parent ? String(parent[f.field]) : '';
        for (const prop of parent ? shared : []) row[prop] = parent![prop];
      });
      continue;
    }
    rows.forEach((row: Row, i) => {
      const choice = choices[i % choices.length]!;
      row[f.prop] = String(choice[f.field]);
      for (const [formField, field] of Object.entries(f.fills)) row[formField] = choice[field];
    });
  }
}
