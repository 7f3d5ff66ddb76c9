import { blade } from '@/lib/blade';
import type { AnyResource, Row } from './types';

// The generic framework reaches any path of the contract; the SDK's typed client is used with a
// loose signature because the path is data here (the registry checks field names instead).
type Init = { params?: { query?: Record<string, unknown> }; body?: unknown; bodySerializer?: (b: unknown) => unknown; signal?: AbortSignal };
type Result = Promise<{ data?: unknown; error?: unknown; response: Response }>;
const api = () => blade.api as unknown as { GET(path: string, init?: Init): Result; POST(path: string, init?: Init): Result };
const call = <T>(r: Result): Promise<T> => blade.call(r as never) as Promise<T>;

export type PageResult = { records: Row[]; total: number };

/** Drops empty filter values so the server sees only what the user typed. */
export function cleanQuery(q: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) if (v !== '' && v != null && !(Array.isArray(v) && !v.length)) out[k] = v;
  return out;
}

export const http = {
  get: <T>(path: string, query: Record<string, unknown> = {}, signal?: AbortSignal) =>
    call<T>(api().GET(path, { params: { query: cleanQuery(query) }, signal })),
  post: <T>(path: string, opts: { query?: Record<string, unknown>; body?: unknown } = {}) =>
    call<T>(api().POST(path, { ...(opts.query ? { params: { query: cleanQuery(opts.query) } } : {}), ...(opts.body !== undefined ? { body: opts.body } : {}) })),
  /** POST blade-resource/oss/endpoint/put-file: answers data.link. */
  putFile: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call<{ link: string }>(api().POST('/blade-resource/oss/endpoint/put-file', { body: form, bodySerializer: (b) => b }));
  },
  /** A multipart POST (the browser sets the boundary): blade-flow/manager/deploy-upload. */
  postForm: <T>(path: string, form: FormData) => call<T>(api().POST(path, { body: form, bodySerializer: (b) => b })),
};

/** The standard calls of a registry entry (spec §7 pattern, with the entry's differences). */
export function resourceApi(def: AnyResource) {
  const a = def.api ?? {};
  return {
    async list(query: Record<string, unknown>, signal?: AbortSignal): Promise<PageResult> {
      const paged = a.paged !== false;
      const q = { ...a.listQuery, ...query };
      if (!paged) {
        delete q.current;
        delete q.size;
      }
      const url = `${def.path}/${a.list ?? 'list'}`;
      type Answer = Row[] | { records?: Row[]; total?: number };
      const data = a.listMethod === 'post' ? await http.post<Answer>(url, { query: q }) : await http.get<Answer>(url, q, signal);
      if (Array.isArray(data)) return { records: data, total: data.length };
      return { records: data?.records ?? [], total: Number(data?.total ?? 0) };
    },
    detail: (key: string) => http.get<Row>(`${def.path}/detail`, { [a.detailParam ?? 'id']: key }),
    submit: (row: Row) => http.post<unknown>(`${def.path}/${a.submit ?? 'submit'}`, { body: row }),
    async remove(keys: string[]) {
      if (a.remove === 'query-id') {
        for (const id of keys) await http.post(`${def.path}/remove`, { query: { id } });
        return;
      }
      await http.post(`${def.path}/remove`, { query: { ids: keys.join(',') } });
    },
    children: (url: string, param: string, parent: string) => http.get<Row[]>(url, { [param]: parent }),
  };
}
