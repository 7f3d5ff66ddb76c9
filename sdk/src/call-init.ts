// Per-call options (the `init` of a resource's calls and of `blade.read`) and the openapi-fetch init
// they become: the signal, and the deadline and retry as request flags (meta.ts). A module of their
// own so that resource.ts and paging.ts, which both take them, need not import each other.

/** Per-call options: an abort signal, a deadline (ms, each attempt), whether to retry (see middleware/retry.ts). */
export type CallInit = { signal?: AbortSignal; timeoutMs?: number; retry?: boolean };

/** openapi-fetch's init for per-call options: the signal, and the deadline/retry flags the send step reads (meta.ts). */
export function callInit(init?: CallInit): { signal?: AbortSignal; blade?: { timeoutMs?: number; retry?: boolean } } {
  if (!init) return {};
  const { signal, timeoutMs, retry } = init;
  return timeoutMs === undefined && retry === undefined ? { signal } : { signal, blade: { timeoutMs, retry } };
}
