import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n, loadLanguage } from '@/i18n';
import { followSystemTheme, prefs } from '@/lib/prefs';
import { applyTheme } from '@/theme/themes';
import { setNavigator } from '@/lib/navigation';
import { blade } from '@/lib/blade';
import { logError } from '@/lib/error-log';
import { isChunkLoadError, reportChunkError } from '@/lib/chunk-error';
import { Providers } from './providers';
import '@/theme/plain.css';
import { createRouter } from './router';

initI18n();
// A saved English preference: its texts (a small chunk) come in before the first render.
await loadLanguage(prefs.get().language);
applyTheme(prefs.get().theme, prefs.get().color);
followSystemTheme((theme) => applyTheme(theme, prefs.get().color));

// Uncaught UI errors go to the local error log; chunk failures ask for a reload (spec §8: from the
// router or an unhandled promise). Vite's `vite:preloadError` is deliberately not handled: left
// alone, the failed import rejects with its own error, so only a page the user asked for prompts
// (route-error.tsx, or here) while a background prefetch that fails stays silent (it catches).
window.addEventListener('error', (e) =>
  isChunkLoadError(e.error) ? reportChunkError() : logError(e.error ?? e.message, 'window.onerror'),
);
window.addEventListener('unhandledrejection', (e) => {
  if (isChunkLoadError(e.reason)) reportChunkError();
});

const router = createRouter();
setNavigator((to, opts) => void router.navigate(to, opts));

// The token refresh check runs while signed in (every 10 s, spec §7).
const syncRefresh = () => (blade.session.get() ? blade.refresh.start() : blade.refresh.stop());
blade.session.subscribe(syncRefresh);
syncRefresh();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
