type Idle = (run: () => void, options: { timeout: number }) => number;

/** Runs `run` when the browser is idle, at the latest after `timeout` ms: for work nobody waits on. */
export function whenIdle(run: () => void, timeout = 3000): void {
  const idle: Idle = window.requestIdleCallback?.bind(window) ?? ((r) => window.setTimeout(r, 1000));
  idle(run, { timeout });
}

/**
 * Runs `run` once the browser is idle and `busy()` is false (checked again at each idle moment),
 * at the latest after `within` ms: prefetching waits for what the page on screen is still loading.
 */
export function whenSettled(run: () => void, busy: () => boolean, within = 5000): void {
  const until = Date.now() + within;
  const check = () => (busy() && Date.now() < until ? window.setTimeout(() => whenIdle(check, 1000), 100) : run());
  whenIdle(check, 1000);
}
