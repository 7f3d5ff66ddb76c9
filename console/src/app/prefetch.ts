// While the sign-in form sits idle, fetch what signing in will need: the shell, the
// home page, the menu route with the generic list screen, and their texts. The form's own chunk
// does not grow: these are the router's lazy chunks, fetched earlier, and nothing renders them.
// The menu's own areas follow once the menu is in (shell-layout.tsx, screens/start-screen.ts).
import { i18n } from '@/i18n';
import { whenIdle } from '@/lib/idle';

/** Chunks in the order signing in needs them: the shell and home first, then the first list. */
const afterSignIn: (() => Promise<unknown>)[] = [
  () => import('./shell-layout'),
  () => import('@/features/dashboard/dashboard-page'),
  () => i18n.loadNamespaces(['dashboard', 'resources']),
  () => import('@/screens/menu-route-page'),
  () => import('@/screens/start-screen'), // its own chunk: the menu route's loader imports it lazily
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
  whenIdle(
    () =>
      void afterSignIn.reduce<Promise<unknown>>((previous, next) => previous.then(next, next), Promise.resolve()).catch(() => undefined),
  );
}

/**
 * Starts a menu page's screen with its route instead of after the route's chunks and first render
 * (screens/start-screen.ts). Never throws: the screen itself loads whatever did not arrive and
 * shows any failure. Lazy: the sign-in page's chunk must not carry the registry.
 */
export function startScreenLoad(request: Request, menuReady: Promise<unknown>): void {
  const url = new URL(request.url);
  void import('@/screens/start-screen').then((m) => m.startScreen(url, menuReady)).catch(() => undefined);
}
