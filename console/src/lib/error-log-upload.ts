// The error log's 上传 posts to the deployment's own collector (config.json's errorLogUploadUrl),
// not to BladeX, which has no such route: a plain request of the page, outside the SDK, which
// speaks only the contract's calls.
import type { ErrorLogEntry } from './error-log';

/** Posts the entries as a JSON array; a refusal (not 2xx) or an unreachable address rejects. */
export async function uploadErrorLog(url: string, entries: ErrorLogEntry[], fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(entries) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
