// Realistic examples for a schema, by walking it with the value faker. Every operation's 2xx
// answer gets one; lists hold three records.
import { fakeValue } from './fake.mjs';

const refName = (ref) =>
  ref
    .split('/')
    .pop()
    .replace(/\.yaml$/, '');
const SKIP = new Set(['children', 'hasChildren', 'password']);

export function createExampler(schemasByName) {
  const resolve = (schema) => (schema?.$ref ? resolve(schemasByName[refName(schema.$ref)]) : schema);
  const isPage = (schema) => schema?.allOf?.some((s) => s.$ref && refName(s.$ref) === 'Page');

  /** Properties of an object schema, allOf flattened. */
  function propertiesOf(schema) {
    const s = resolve(schema);
    if (!s) return {};
    let props = { ...(s.properties ?? {}) };
    for (const part of s.allOf ?? []) props = { ...props, ...propertiesOf(part) };
    return props;
  }

  function record(schema, n, context, depth) {
    const props = propertiesOf(schema);
    const out = {};
    for (const [name, prop] of Object.entries(props)) {
      if (SKIP.has(name) || resolve(prop)?.writeOnly) continue;
      out[name] = value(name, prop, n, context, depth + 1);
    }
    return out;
  }

  function value(name, schema, n, context, depth) {
    const s = resolve(schema);
    if (!s) return '';
    if (s.oneOf || s.anyOf) return value(name, (s.oneOf ?? s.anyOf)[0], n, context, depth);
    if (isPage(s)) {
      const items = s.allOf.find((p) => p.properties?.records)?.properties.records.items;
      const records = [0, 1, 2].map((i) => record(items, n + i, context, depth));
      return { records, total: 37, size: 10, current: 1, pages: 4, orders: [], searchCount: true };
    }
    if (s.type === 'array') return depth > 1 ? [] : [0, 1, 2].map((i) => value(name, s.items, n + i, context, depth + 1));
    if (s.allOf || s.properties) return depth > 3 ? {} : record(s, n, context, depth);
    return fakeValue(name, { ...s, title: s.title ?? schema.title }, n, context);
  }

  /** An example for a response body schema (or a data schema, then wrap it with `envelope`). */
  return (schema, context = {}) => value(context.name ?? 'data', schema, context.index ?? 0, context, 0);
}

export const envelope = (data, msg = '操作成功') => ({ code: 200, success: true, data, msg });
