// Entities whose fields the spec does not show: a schema per resource `entity`, built from the
// catalog's `fields` on top of the base entity, open to more fields.
import { splitSpec, toSchema } from './shorthand.mjs';

/** Inferred schemas by name; fails on a name clash with a hand-written schema or another entity. */
export function buildInferredSchemas(services, handWritten) {
  const out = {};
  const owners = {};
  for (const { service, resources } of services) {
    for (const r of resources) {
      if (!r.fields) continue;
      const name = r.entity;
      if (!name) throw new Error(`${service}/${r.path}: "fields" needs an "entity" name`);
      if (handWritten[name]) throw new Error(`${service}/${r.path}: entity ${name} is also hand-written`);
      if (out[name]) throw new Error(`${service}/${r.path}: entity ${name} already defined by ${owners[name]}`);
      owners[name] = `${service}/${r.path}`;
      out[name] = null; // reserve the name so fields may refer to sibling entities
    }
  }
  const known = (name) => Boolean(handWritten[name]) || name in out;
  const refTo = (name) => (handWritten[name] ? `../${name}.yaml` : `./${name}.yaml`);
  for (const { service, resources } of services) {
    for (const r of resources) {
      if (!r.fields) continue;
      const properties = {};
      const required = [];
      for (const [field, given] of Object.entries(r.fields)) {
        // "type! title" or `required: true` marks a field a new record must carry
        const marked = typeof given === 'string' ? splitSpec(given).required : given?.required === true;
        const spec = typeof given === 'object' && given ? { ...given, required: undefined } : given;
        if (marked) required.push(field);
        try {
          properties[field] = toSchema(spec, refTo, known);
        } catch (e) {
          throw new Error(`${service}/${r.path}.${field}: ${e.message}`, { cause: e });
        }
      }
      if (r.states) {
        const field = r.stateField ?? 'status';
        properties[field] = {
          ...(properties[field] ?? {}),
          type: 'integer',
          enum: Object.keys(r.states).map(Number),
          title: properties[field]?.title ?? '状态',
          description: Object.entries(r.states)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
          // The states' labels as data; their English comes from the glossary's `states` (english.mjs).
          'x-enum-labels': { zh: Object.fromEntries(Object.entries(r.states).map(([k, v]) => [k, String(v)])) },
        };
      }
      out[r.entity] = {
        title: r.entity,
        description: `${r.title ?? r.path} (${service}/${r.path}). Fields inferred from the resource's name and operations; the spec does not show them, so more may come.`,
        // The fields a new record must carry (the sandbox refuses a create without them); not
        // JSON Schema's `required`, since the same schema serves partial updates and details.
        'x-blade-required': required.length ? required : undefined,
        // base: none, an entity BladeX writes without BaseEntity (Code, the logs): its id and its own fields.
        allOf:
          r.base === 'none'
            ? [{ type: 'object', additionalProperties: true, properties: { id: { $ref: '../Id.yaml' }, ...properties } }]
            : [
                { $ref: r.tenant ? '../TenantEntity.yaml' : '../BaseEntity.yaml' },
                { type: 'object', additionalProperties: true, properties },
              ],
      };
    }
  }
  return out;
}
