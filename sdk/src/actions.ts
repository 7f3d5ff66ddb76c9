// Named state operations of the contract's resources (spec §4: 派单, 启用, 挂起...): where each
// sends the record key, which states allow it and which state it leaves, all read from the
// contract, so a screen offers an operation only where the server accepts it without a copy of
// the rules. Its own module (with the generated map): only the screens that offer operations load it.
import { formData } from './form-data';
import type { LooseClient } from './auth';
import type { BladeClient } from './client';
import { resourceActions } from './generated/actions';
import type { ResourceRoutes } from './generated/resources';
import type { OperationOf, ResourcePath, Unwrap } from './resource';
import type { StateOperation } from './resource-facts';

export type { StateOperation } from './resource-facts';

type Row = Record<string, unknown>;
type ActionsOf<P extends ResourcePath> = ResourceRoutes[P]['actions'];
/** The names of a resource's state operations. */
export type ActionName<P extends ResourcePath> = Extract<keyof ActionsOf<P>, string>;
type Route<P extends ResourcePath, N extends ActionName<P>> = ActionsOf<P>[N];
type Query<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type Json<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'multipart/form-data': infer M } } }
    ? { [K in keyof M]: M[K] extends string ? string | Blob : M[K] } // a binary part is a Blob (or File)
    : never;
type Ok<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? B
  : O extends { responses: { 200: { content: Record<string, Blob> } } }
    ? Blob
    : unknown;

/**
 * What an operation sends besides the record key: `inputs`, its fields, placed where the contract
 * takes them (its body, JSON or multipart, else its query); or `query` and `body` placed by hand.
 */
export type ActionInput<P extends ResourcePath, N extends ActionName<P>> = {
  inputs?: Partial<Query<OperationOf<Route<P, N>>> | Json<OperationOf<Route<P, N>>>>;
  query?: Partial<Query<OperationOf<Route<P, N>>>>;
  body?: Partial<Json<OperationOf<Route<P, N>>>>;
};

export interface TypedStateOperations<P extends ResourcePath> {
  /** The operations as the contract declares them (from/to states, where the key goes). */
  readonly actions: ActionsOf<P>;
  /** Whether the record's state allows the operation (with a choice: that choice's states). */
  allows<N extends ActionName<P>>(name: N, record: Row, choice?: string): boolean;
  /** The record field an operation sends (its own `key`, else the resource's). */
  keyOf(name: ActionName<P>): string;
  /** Runs the operation on one record (or, for an `ids` operation, on several): pass the values of keyOf(name). */
  run<N extends ActionName<P>>(name: N, keys: string | string[], input?: ActionInput<P, N>): Promise<Unwrap<Ok<OperationOf<Route<P, N>>>>>;
}

/** The same where the resource path is data (derived screens): names and inputs are plain. */
export interface UntypedStateOperations {
  readonly actions: Record<string, StateOperation>;
  allows(name: string, record: Row, choice?: string): boolean;
  keyOf(name: string): string;
  /**
   * `inputs`: its fields, placed where the contract takes them (a list for an operation taking
   * several new records: batchSavePurchaseOrder; body-rows: a record's, its key added to each).
   */
  run(name: string, keys: string | string[], input?: ActionInputs): Promise<unknown>;
}

/** An untyped operation's inputs: `inputs` placed by the contract, or `query` and `body` by hand. */
export type ActionInputs = { inputs?: Row | Row[]; query?: Row; body?: Row | Row[] };

export type StateOperations<P extends ResourcePath> = TypedStateOperations<P>;

/** Where the key goes in the body, and so its inputs and its fixed target state with it. */
const IN_BODY = ['body', 'body-list', 'body-rows'];

/**
 * An operation's inputs placed as the contract says: in its body when it takes one (with the state
 * it leaves, where that is fixed: BladeX reads it there), else in its query. Given query and body
 * stay as they are.
 */
function placeInputs(a: StateOperation, { inputs, query = {}, body }: ActionInputs): { query: Row; body?: Row | Row[] } {
  if (inputs === undefined) return { query, body };
  if (!a.body && !IN_BODY.includes(a.where)) return { query: { ...query, ...inputs }, body };
  if (Array.isArray(inputs)) return { query, body: inputs };
  const fixed = a.to !== undefined && typeof a.to !== 'object' ? { [a.field]: a.to } : {};
  return { query, body: { ...fixed, ...(body as Row | undefined), ...inputs } };
}

/**
 * The state operations of a resource, typed by its path.
 * @example const oss = stateOperations(blade, '/blade-resource/oss'); if (oss.allows('enable', row)) await oss.run('enable', row.id)
 */
export function stateOperations<P extends ResourcePath>(blade: BladeClient, path: P): StateOperations<P> {
  // One runtime for both views: the typed one differs only in its types (names, inputs, answers).
  return createStateOperations(blade, path) as unknown as StateOperations<P>;
}

/** The same where the path is data (derived screens): names and inputs are plain. */
export function anyStateOperations(blade: BladeClient, path: ResourcePath): UntypedStateOperations {
  return createStateOperations(blade, path);
}

function createStateOperations(blade: BladeClient, base: ResourcePath): UntypedStateOperations {
  // Paths here are the contract's, read from the generated map: typed through ResourceRoutes instead.
  const api = blade.api as unknown as LooseClient;
  const key = blade.anyResource(base).key;
  const actions: Record<string, StateOperation> = {};
  for (const [name, f] of Object.entries(resourceActions[base] ?? {})) {
    actions[name] = {
      method: f.method ?? 'post',
      path: f.path ?? `${base}/${name}`,
      where: f.where ?? 'id',
      field: f.field ?? 'status',
      ...pick(f),
    };
  }
  const operation = (name: string) => {
    const a = actions[name];
    if (!a) throw new Error(`${base} has no operation ${name} in the contract`);
    return a;
  };
  const send = (a: StateOperation, query: Row, body?: unknown) => {
    // A file answer (a zip) is read as a Blob; any other as the R envelope's data.
    // A multipart body (a file to import) goes as FormData.
    const init = {
      ...(Object.keys(query).length ? { params: { query } } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(a.body === 'multipart' ? { bodySerializer: formData } : {}),
      ...(a.answer === 'file' ? { parseAs: 'blob' as const } : {}),
    };
    return blade.call(a.method === 'get' ? api.GET(a.path, init) : api.POST(a.path, init));
  };
  return {
    actions,
    allows(name, record, choice) {
      const a = operation(name);
      const from = choice !== undefined ? a.choices?.[choice]?.from : a.from;
      return !from || from.some((s) => String(s) === String(record[a.field]));
    },
    keyOf: (name) => operation(name).key ?? key,
    async run(name, keys, given = {}) {
      const a = operation(name);
      const input = placeInputs(a, given);
      const list = typeof keys === 'string' ? [keys] : keys;
      if (a.where === 'none') return send(a, { ...input.query }, input.body);
      if (a.where === 'ids') return send(a, { ...input.query, ids: list.join(',') }, input.body);
      // Several records in one call, their keys as one array in the body field the contract names.
      if (a.where === 'body-list') return send(a, { ...input.query }, { ...input.body, [a.param ?? 'ids']: list });
      // New records of one record in one call (a BOM line's materials): its key in each row's `param`.
      if (a.where === 'body-rows') {
        const rows = Array.isArray(input.body) ? input.body : [];
        return send(
          a,
          { ...input.query },
          rows.map((row) => ({ ...row, [a.param!]: list[0] })),
        );
      }
      // One record a call: its key in the body, as ?id=, or as the parameter the contract names.
      let last: unknown;
      for (const k of list) {
        last =
          a.where === 'body'
            ? await send(a, { ...input.query }, { ...input.body, [a.param ?? a.key ?? key]: k })
            : await send(a, { ...input.query, [a.where]: k }, input.body);
      }
      return last;
    },
  };
}

const pick = (f: Partial<StateOperation>) =>
  Object.fromEntries(Object.entries(f).filter(([k]) => ['key', 'param', 'from', 'to', 'choose', 'choices', 'answer', 'body'].includes(k)));
