// The benchmark's HTTP client: keep-alive connections (as a browser's), BladeX sign-in, and the
// figures it prints (median and percentiles).
import http from 'node:http';
import { createHash } from 'node:crypto';

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export interface Answer {
  status: number;
  body: any;
}

/** One request; the answer's JSON body (undefined when it is not JSON). Network errors reject. */
export function send(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Whether an answer is BladeX's success: HTTP 200 and R code 200. */
export const succeeded = (a: Answer) => a.status === 200 && a.body?.code === 200;

/** Signs in (password grant) and answers the headers of that session's calls. */
export async function signIn(base: string, tenantId = '000000', account = 'admin', password = 'admin'): Promise<Record<string, string>> {
  const md5 = createHash('md5').update(password).digest('hex');
  const a = await send(
    base,
    'POST',
    `/blade-auth/oauth/token?tenantId=${tenantId}&username=${account}&password=${md5}&grant_type=password&scope=all&type=account`,
    { authorization: BASIC, 'tenant-id': tenantId },
  );
  if (!a.body?.access_token) throw new Error(`sign-in of ${tenantId}/${account} failed: ${JSON.stringify(a.body)}`);
  return { authorization: BASIC, 'blade-auth': `bearer ${a.body.access_token}` };
}

/** The p-th percentile (0..100) of unsorted samples, nearest rank. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : 'n/a');
