import type { Session } from './session';

export interface RefreshLoopOptions {
  session: () => Session | null;
  refresh: () => Promise<unknown>;
  now: () => number;
  tokenTimeSec: number;
  refreshCheckMs: number;
}

/**
 * The token refresh check of spec §7: every `refreshCheckMs`, refresh once the token is
 * `tokenTimeSec` old (3000 s, before the server's 3600 s expiry). Refresh itself is single-flight.
 */
export function createRefreshLoop(o: RefreshLoopOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  const due = (s: Session) => (o.now() - s.tokenTime) / 1000 >= o.tokenTimeSec;
  const check = async (): Promise<void> => {
    const session = o.session();
    if (session && due(session)) await o.refresh().catch(() => undefined); // a failure has signed out its own session
  };
  return {
    /** Starts the periodic check (idempotent). @example blade.refresh.start() */
    start() {
      if (timer) return;
      timer = setInterval(check, o.refreshCheckMs);
      (timer as { unref?: () => void }).unref?.(); // never keeps a Node script alive on its own
    },
    /** Stops the check. */
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    /** Runs one check now. */
    check,
  };
}
