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

/**
 * A request as it was answered, held as the values at hand: the path, query and time text are
 * worked out only when someone reads the journal, which is seldom next to the requests it keeps.
 */
class Answered {
  constructor(
    readonly at: number,
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly elapsed: number,
    readonly tenantId: string | undefined,
    readonly account: string | undefined,
  ) {}

  entry(): JournalEntry {
    const url = this.url;
    const q = url.indexOf('?');
    // The query stops at a second '?', as it always has in the journal.
    const end = q < 0 ? -1 : url.indexOf('?', q + 1);
    const entry: JournalEntry = {
      time: new Date(this.at).toISOString(),
      method: this.method,
      path: q < 0 ? url : url.slice(0, q),
      query: q < 0 ? '' : url.slice(q + 1, end < 0 ? undefined : end),
      status: this.status,
      ms: Math.round(this.elapsed * 10) / 10,
    };
    if (this.tenantId !== undefined) {
      entry.tenantId = this.tenantId;
      entry.account = this.account;
    }
    return entry;
  }
}

const entryOf = (e: JournalEntry | Answered): JournalEntry => (e instanceof Answered ? e.entry() : e);

/** A ring of the last `size` entries. */
export class RequestJournal {
  private entries: (JournalEntry | Answered)[] = [];
  private next = 0;
  constructor(readonly size = JOURNAL_SIZE) {}

  add(entry: JournalEntry | Answered): void {
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
    const ordered = [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)].reverse().map(entryOf);
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

function record(journal: RequestJournal, sessions: Sessions, req: FastifyRequest, reply: FastifyReply): void {
  const url = req.url;
  if (url.startsWith('/__sandbox/')) return;
  const token = tokenOf(req);
  const session = token ? sessions.check(token) : undefined;
  journal.add(new Answered(Date.now(), req.method, url, reply.statusCode, reply.elapsedTime, session?.tenantId, session?.account));
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
