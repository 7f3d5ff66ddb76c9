// JSON-schema helpers over the bundled contract: $ref resolution, flattened properties, the
// wire's empty values for nulls, and coercion of submitted values to the declared types.
export type Schema = Record<string, any>;

export const OMIT = Symbol('omit');

export class SchemaSet {
  private resolved = new Map<object, Schema>();
  private props = new Map<object, Record<string, Schema>>();
  constructor(private readonly doc: Schema) {}

  /** Follows a `#/...` JSON pointer. */
  pointer(ref: string): Schema | undefined {
    if (!ref.startsWith('#/')) return undefined;
    let node: any = this.doc;
    for (const raw of ref.slice(2).split('/')) node = node?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    return node;
  }

  /** The schema with its $ref chain followed; sibling keywords (title, description) kept. */
  resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema || typeof schema !== 'object') return schema;
    if (!schema.$ref) return schema;
    const hit = this.resolved.get(schema);
    if (hit) return hit;
    const { $ref, ...siblings } = schema;
    const target = this.resolve(this.pointer($ref)) ?? {};
    const out = Object.keys(siblings).length ? { ...target, ...siblings } : target;
    this.resolved.set(schema, out);
    return out;
  }

  /** Last path segment of a $ref to a component schema, through allOf wrappers. */
  refName(schema: Schema | undefined): string | undefined {
    return typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  }

  /** Properties of an object schema, allOf flattened (later parts win). */
  propertiesOf(schema: Schema | undefined): Record<string, Schema> {
    const s = this.resolve(schema);
    if (!s) return {};
    const hit = this.props.get(s);
    if (hit) return hit;
    let out: Record<string, Schema> = {};
    for (const part of s.allOf ?? []) out = { ...out, ...this.propertiesOf(part) };
    for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) out[k] = this.resolve(v) ?? {};
    this.props.set(s, out);
    return out;
  }

  /** Whether the schema is a MyBatis-Plus page (allOf Page, or records + total). */
  isPage(schema: Schema | undefined): boolean {
    const s = this.resolve(schema);
    if (!s) return false;
    if ((s.allOf ?? []).some((p: Schema) => this.refName(p) === 'Page')) return true;
    const p = this.propertiesOf(s);
    return Boolean(p.records && p.total);
  }

  /** Item schema of a page or an array. */
  itemsOf(schema: Schema | undefined): Schema | undefined {
    const s = this.resolve(schema);
    if (!s) return undefined;
    if (this.isPage(s)) {
      for (const part of s.allOf ?? []) {
        const records = this.resolve(part)?.properties?.records;
        if (records?.items && Object.keys(records.items).length) return this.resolve(records.items);
      }
      return this.resolve(this.propertiesOf(s).records?.items);
    }
    return s.type === 'array' ? this.resolve(s.items) : undefined;
  }
}

export const typeOf = (s: Schema | undefined): string | undefined => {
  if (!s) return undefined;
  const t = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type;
  if (t) return t;
  if (s.properties || s.allOf) return 'object';
  return undefined;
};

/** The wire's value for a null of this type, or OMIT where the empty value would break it. */
export function emptyFor(s: Schema | undefined): unknown {
  const t = typeOf(s);
  switch (t) {
    case 'string':
      if (s!.enum && !s!.enum.includes('')) return OMIT;
      if (s!.pattern && !new RegExp(s!.pattern).test('')) return OMIT;
      if (s!.minLength > 0) return OMIT;
      return '';
    case 'integer':
    case 'number':
      if (s!.enum && !s!.enum.includes(-1)) return OMIT;
      if (s!.minimum !== undefined && s!.minimum > -1) return OMIT;
      return -1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return '';
  }
}

/** Brings a submitted value to the declared type (the console sends numbers as strings too). */
export function coerce(value: unknown, s: Schema | undefined): unknown {
  if (value === null || value === undefined) return null;
  // A Long BladeX writes as a number is held as its digits: Number() would round a 19-digit one.
  if (s?.['x-blade-long']) return String(value).trim() === '' ? null : String(value).trim();
  const t = typeOf(s);
  if ((t === 'integer' || t === 'number') && typeof value === 'string') {
    if (value.trim() === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? (t === 'integer' ? Math.trunc(n) : n) : null;
  }
  if (t === 'integer' && typeof value === 'number') return Math.trunc(value);
  if (t === 'integer' && typeof value === 'boolean') return value ? 1 : 0;
  if (t === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  if (t === 'string' && Array.isArray(value)) return value.join(',');
  if (t === 'boolean' && typeof value !== 'boolean') return value === 'true' || value === 1 || value === '1';
  return value;
}

/** Makes a generated value satisfy the schema's simple constraints (pattern, bounds, length). */
export function conform(value: unknown, s: Schema): unknown {
  if (typeof value === 'string') {
    let v = value;
    if (s.pattern && !new RegExp(s.pattern).test(v)) {
      const re = new RegExp(s.pattern);
      v = re.test(v.slice(0, 10)) ? v.slice(0, 10) : re.test('') ? '' : v;
    }
    if (s.maxLength !== undefined && v.length > s.maxLength) v = v.slice(0, s.maxLength);
    if (s.minLength !== undefined && v.length < s.minLength) v = v.padEnd(s.minLength, '0');
    return v;
  }
  if (typeof value === 'number') {
    let v = value;
    if (s.minimum !== undefined && v < s.minimum) v = s.minimum;
    if (s.maximum !== undefined && v > s.maximum) v = s.maximum;
    if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) v = s.exclusiveMinimum + 1;
    return v;
  }
  return value;
}
