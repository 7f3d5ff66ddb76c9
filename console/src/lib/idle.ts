type Idle = (run: () => void, options: { timeout: number }) => number;

/** Runs `run` when the browser is idle, at the latest after `timeout` ms: for work nobody waits on. */
export function whenIdle(run: () => void, timeout = 3000): void {
  const idle: Idle = window.requestIdleCallback?.bind(window) ?? ((r) => window.setTimeout(r, 1000));
  idle(run, { timeout });
}
