// The catalog's shorthand for schemas, turned into OpenAPI schema objects.
//   "string 参数名称"  -> { type: string, title: 参数名称 }
//   "string! 编号"     -> the same, marked required (query parameters)
//   "Param"            -> a reference to the component schema Param
//   "Param[]"          -> an array of Param;  "Page<Param>" -> a MyBatis-Plus page of Param
//   "text 岗位描述"     -> a string marked x-multiline: a long text, typed in a box of several lines
// Objects pass through, with `$ref: Name` rewritten to the component's file.

const SCALARS = {
  string: { type: 'string' },
  text: { type: 'string', 'x-multiline': true },
  int: { type: 'integer' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  money: { type: 'number' },
  bool: { type: 'boolean' },
  boolean: { type: 'boolean' },
  flag: { type: 'integer', enum: [0, 1] },
  id: { ref: 'Id' },
  long: { ref: 'Long' },
  datetime: { ref: 'DateTime' },
  date: { type: 'string', format: 'date', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' },
  ids: { type: 'string' },
  object: { type: 'object', additionalProperties: true },
  any: {},
};

/** Parses "type[!] [title]" into { type, required, title }. */
export function splitSpec(spec) {
  const text = String(spec).trim();
  const space = text.indexOf(' ');
  const head = space < 0 ? text : text.slice(0, space);
  const title = space < 0 ? undefined : text.slice(space + 1).trim();
  const required = head.endsWith('!');
  return { type: required ? head.slice(0, -1) : head, required, title };
}

/**
 * Turns a shorthand (string or object) into a schema. `refTo(name)` gives the $ref string of a
 * component schema from the file being written; `known(name)` says whether it exists.
 */
export function toSchema(spec, refTo, known) {
  if (spec === undefined || spec === null) return undefined;
  if (typeof spec === 'object') return rewriteRefs(spec, refTo, known);
  const { type, title } = splitSpec(spec);
  let schema;
  const page = /^Page<(\w+)>$/.exec(type);
  const list = /^(\w+)\[\]$/.exec(type);
  if (page) {
    schema = {
      allOf: [{ $ref: refTo('Page') }, { type: 'object', properties: { records: { type: 'array', items: named(page[1], refTo, known) } } }],
    };
  } else if (list) {
    schema = { type: 'array', items: toSchema(list[1], refTo, known) };
  } else if (SCALARS[type]) {
    const base = SCALARS[type];
    schema = base.ref ? { $ref: refTo(base.ref) } : { ...base };
  } else {
    schema = named(type, refTo, known);
  }
  if (title) schema.title = title;
  return schema;
}

function named(name, refTo, known) {
  if (SCALARS[name]) return toSchema(name, refTo, known);
  if (!known(name)) throw new Error(`unknown schema "${name}"`);
  return { $ref: refTo(name) };
}

function rewriteRefs(node, refTo, known) {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, refTo, known));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && /^\w+$/.test(value)) out.$ref = named(value, refTo, known).$ref;
    else if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? toSchema(v, refTo, known) : rewriteRefs(v, refTo, known)]),
      );
    } else if (key === 'items' && typeof value === 'string') out.items = toSchema(value, refTo, known);
    else out[key] = rewriteRefs(value, refTo, known);
  }
  return out;
}
