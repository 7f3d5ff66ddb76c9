// The sign-in page's first requests (its captcha, the domain's tenant) start in the route's loader,
// before the page's first render, instead of in its effects after it: on an office link
// the captcha's round trip then overlaps the page's start-up instead of following it.
import { blade } from '@/lib/blade';
import { website } from '@/lib/config';

type Started = { captcha?: ReturnType<typeof blade.auth.captcha>; tenant?: ReturnType<typeof blade.auth.tenantInfo> };
type Name = keyof Started;

/** An early request is handed out only this long after it started: a captcha must not go stale. */
const FRESH_MS = 30_000;

let started: Started = {};
let startedAt = 0;

/** Starts the page's first requests, unless fresh ones are already waiting. Never throws. */
export function startSignInRequests(now = Date.now()): void {
  if (now - startedAt < FRESH_MS && (started.captcha || started.tenant)) return;
  startedAt = now;
  started = {
    captcha: website.captchaMode ? blade.auth.captcha() : undefined,
    tenant: website.tenantMode ? blade.auth.tenantInfo(location.hostname) : undefined,
  };
  // Their failures are the page's to show when it takes them; one nobody takes is not unhandled.
  for (const p of Object.values(started)) p?.catch(() => undefined);
}

/** The early request of that name, once and while fresh; undefined when the caller must make its own. */
export function takeEarly<N extends Name>(name: N, now = Date.now()): Started[N] | undefined {
  const request = started[name];
  started = { ...started, [name]: undefined };
  return request && now - startedAt < FRESH_MS ? request : undefined;
}
