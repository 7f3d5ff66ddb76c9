// The requests a tester can read back (GET /__sandbox/requests): the newest first, bounded so a
// long run never grows memory, each with who called (tenant and account from the token) and how
// it ended. The sandbox's own /__sandbox/* calls are left out: they are the tester's, not the app's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenOf } from './auth/guard.ts';
import type { Sessions } from './auth/sessions.ts';

export interface JournalEntry {
  time: string;
  method: string;
  path: string;
  query: string;
  status: number;
  ms: number;
  tenantId?: string;
  account?: string;
}

export const JOURNAL_SIZE = 500;

/** A ring of the last `size` entries. */
export class RequestJournal {
  private entries: JournalEntry[] = [];
  private next = 0;
  constructor(readonly size = JOURNAL_SIZE) {}

  add(entry: JournalEntry): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  /** The newest first, at most `limit`, narrowed by what the filters name. */
  list({
    limit = this.size,
    method,
    path,
    status,
    account,
  }: { limit?: number; method?: string; path?: string; status?: number; account?: string } = {}): JournalEntry[] {
    const ordered = [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)].reverse();
    return ordered
      .filter(
        (e) =>
          (!method || e.method === method.toUpperCase()) &&
          (!path || e.path.includes(path)) &&
          (!status || e.status === status) &&
          (!account || e.account === account),
      )
      .slice(0, limit);
  }

  clear(): void {
    this.entries = [];
    this.next = 0;
  }
}

// The time of the last entry, as text: under load several requests end within one millisecond.
let lastMs = NaN;
let lastTime = '';
function timeNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastTime = new Date(now).toISOString();
    lastMs = now;
  }
  return lastTime;
}

function record(journal: RequestJournal, sessions: Sessions, req: FastifyRequest, reply: FastifyReply): void {
  const url = req.url;
  if (url.startsWith('/__sandbox/')) return;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  // The query stops at a second '?', as it always has in the journal.
  const end = q < 0 ? -1 : url.indexOf('?', q + 1);
  const query = q < 0 ? '' : url.slice(q + 1, end < 0 ? undefined : end);
  const token = tokenOf(req);
  const session = token ? sessions.check(token) : undefined;
  const entry: JournalEntry = {
    time: timeNow(),
    method: req.method,
    path,
    query,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
  if (session) {
    entry.tenantId = session.tenantId;
    entry.account = session.account;
  }
  journal.add(entry);
}

/** Keeps each answered request in `journal`, and serves it at GET/DELETE /__sandbox/requests. */
export function registerJournal(app: FastifyInstance, journal: RequestJournal, sessions: () => Sessions): void {
  // A callback hook, not an async one: no promise per request for work that never waits.
  app.addHook('onResponse', (req, reply, done) => {
    record(journal, sessions(), req, reply);
    done();
  });
  app.get('/__sandbox/requests', async (req) => {
    const q = req.query as Record<string, string | undefined>;
    const limit = q.limit ? Math.max(1, Math.min(Number(q.limit) || JOURNAL_SIZE, JOURNAL_SIZE)) : undefined;
    return journal.list({ limit, method: q.method, path: q.path, status: q.status ? Number(q.status) : undefined, account: q.account });
  });
  app.delete('/__sandbox/requests', async () => (journal.clear(), { ok: true }));
}
