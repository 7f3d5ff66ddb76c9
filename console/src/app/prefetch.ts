// While the sign-in form sits idle, fetch what signing in will need (issue 16): the shell, the
// home page, the menu route with the generic list screen, and their texts. The form's own chunk
// does not grow: these are the router's lazy chunks, fetched earlier, and nothing renders them.
import { i18n } from '@/i18n';

type Idle = (run: () => void, options: { timeout: number }) => number;

/** Chunks in the order signing in needs them: the shell and home first, then the first list. */
const afterSignIn: (() => Promise<unknown>)[] = [
  () => import('./shell-layout'),
  () => import('@/features/dashboard/dashboard-page'),
  () => i18n.loadNamespaces(['dashboard', 'resources']),
  () => import('@/screens/menu-route-page'),
  () => import('@/screens/registry'), // its own chunk: the menu route's loader imports it lazily
  () => import('@/features/system/screens'),
];

let started = false;

/**
 * Starts the prefetch once the form is usable (its captcha is in), when the browser is idle (at the
 * latest after 3 s), one chunk after another so a request of the form never queues behind many. A failure is
 * ignored: the route loads the chunk again when it is needed and reports a real failure then.
 */
export function prefetchSignedInArea(): void {
  if (started) return;
  started = true;
  const idle: Idle = window.requestIdleCallback?.bind(window) ?? ((run) => window.setTimeout(run, 1000));
  idle(
    () => void afterSignIn.reduce<Promise<unknown>>((previous, next) => previous.then(next, next), Promise.resolve()).catch(() => undefined),
    { timeout: 3000 },
  );
}

/**
 * Loader of the menu pages' route: starts the screen's area chunk (its columns and texts) together
 * with the route's own chunks instead of after them, and never blocks the navigation. The
 * registry comes in lazily: the sign-in page's chunk must not carry it.
 */
export function startScreenLoad({ request }: { request: Request }): null {
  const path = new URL(request.url).pathname;
  void import('@/screens/registry').then((m) => m.findResourceScreen(path)?.load()).catch(() => undefined);
  return null;
}
