// The bundled contract, indexed for the sandbox: every operation by method and path, with its
// x-blade-resource (read by the contract's one reader), parameters, body and 2xx answer resolved
// once at start.
import { readFileSync } from 'node:fs';
import {
  readAccess,
  readBladeOperations,
  readPreAuth,
  type Access,
  type BladeOperation,
  type PreAuth,
  type ResourceAccess,
} from '@dasha/contract/resources';
import { fileURLToPath } from 'node:url';
import { SchemaSet, type Schema } from './schema.ts';

export const BUNDLE_JSON = fileURLToPath(new URL('../../contract/dist/openapi.json', import.meta.url));

/** An operation's x-blade-resource, as the contract's one reader gives it (defaults filled in). */
export type BladeResource = BladeOperation;

export interface ParamSpec {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
  example?: unknown;
}

export interface Operation {
  key: string; // "GET /blade-system/param/list"
  method: string;
  path: string;
  operationId: string;
  summary: string;
  xb?: BladeResource;
  isPublic: boolean;
  /** BladeX's @PreAuth role check (x-blade-pre-auth): administrator or admin. */
  preAuth?: PreAuth;
  /** Who may make it beyond @PreAuth (x-blade-access, or its resource's): read by auth/permissions.ts. */
  access?: Access;
  /** Whether it only reads, where its method says otherwise (x-blade-reads). */
  reads?: boolean;
  params: ParamSpec[];
  body?: { required: boolean; media: string; schema: Schema; example?: unknown };
  /** The 2xx answer: `data` is set when the answer is the R envelope. */
  ok: { status: number; media?: string; schema?: Schema; example?: unknown; enveloped: boolean; data?: Schema };
}

export interface Contract {
  doc: Schema;
  schemas: SchemaSet;
  operations: Operation[];
  byKey: Map<string, Operation>;
  /** The access facts of resources (platform or tenant administrators' tables, admin-only and stock buttons), by name. */
  resourceAccess: Record<string, ResourceAccess>;
  /** Entity schema by component name. */
  entity(name: string | undefined): Schema | undefined;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export function loadContract(file = BUNDLE_JSON): Contract {
  return indexContract(JSON.parse(readFileSync(file, 'utf8')));
}

export function indexContract(doc: Schema): Contract {
  const schemas = new SchemaSet(doc);
  const blade = new Map(readBladeOperations(doc).map((x) => [`${x.method.toUpperCase()} ${x.path}`, x]));
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(doc.paths ?? {})) {
    const shared = (item.parameters ?? []) as Schema[];
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      operations.push(indexOperation(schemas, doc, path, method, op, shared, blade.get(`${method.toUpperCase()} ${path}`)));
    }
  }
  const preAuth = readPreAuth(doc);
  for (const op of operations) if (preAuth[op.key]) op.preAuth = preAuth[op.key];
  const access = readAccess(doc);
  for (const op of operations) Object.assign(op, access.operations[op.key]);
  const byKey = new Map(operations.map((o) => [o.key, o]));
  return {
    doc,
    schemas,
    operations,
    byKey,
    resourceAccess: access.resources,
    entity: (name) => (name ? schemas.resolve(doc.components?.schemas?.[name]) : undefined),
  };
}

function indexOperation(
  schemas: SchemaSet,
  doc: Schema,
  path: string,
  method: string,
  op: Schema,
  shared: Schema[],
  xb: BladeOperation | undefined,
): Operation {
  const params: ParamSpec[] = [...shared, ...(op.parameters ?? [])].map((p) => {
    const r = schemas.resolve(p)!;
    return {
      name: r.name,
      in: r.in,
      required: Boolean(r.required),
      schema: schemas.resolve(r.schema) ?? {},
      example: r.example ?? r.schema?.example,
    };
  });
  let body: Operation['body'];
  const rb = schemas.resolve(op.requestBody);
  if (rb?.content) {
    const [media, content] = Object.entries<Schema>(rb.content)[0];
    body = {
      required: Boolean(rb.required),
      media,
      schema: schemas.resolve(content.schema) ?? {},
      example: content.example ?? firstExample(content),
    };
  }
  const security = (op.security ?? doc.security ?? []) as Schema[];
  const isPublic = security.length === 0 || security.every((s) => !('bladeAuth' in s));
  return {
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    operationId: op.operationId ?? '',
    summary: op.summary ?? '',
    xb,
    isPublic,
    params,
    body,
    ok: okAnswer(schemas, op),
  };
}

function firstExample(content: Schema): unknown {
  const first = Object.values<Schema>(content.examples ?? {})[0];
  return first?.value;
}

function okAnswer(schemas: SchemaSet, op: Schema): Operation['ok'] {
  const entry = Object.entries<Schema>(op.responses ?? {}).find(([code]) => /^2/.test(code));
  if (!entry) return { status: 200, enveloped: false };
  const res = schemas.resolve(entry[1])!;
  const media = res.content?.['application/json'] ? 'application/json' : Object.keys(res.content ?? {})[0];
  const content = media ? res.content[media] : undefined;
  const schema = schemas.resolve(content?.schema);
  const example = content?.example ?? (content ? firstExample(content) : undefined);
  const parts = (schema?.allOf ?? []) as Schema[];
  const enveloped = schemas.refName(content?.schema) === 'R' || parts.some((p) => schemas.refName(p) === 'R');
  // The operation's own allOf part narrows R's `data`; R's generic one is the last resort.
  const narrowed = parts
    .filter((p) => schemas.refName(p) !== 'R')
    .map((p) => schemas.resolve(p)?.properties?.data)
    .find(Boolean);
  const data = enveloped ? schemas.resolve(narrowed ?? schemas.resolve(parts[0])?.properties?.data) : undefined;
  return { status: Number(entry[0]) || 200, media, schema, example, enveloped, data };
}
