// A test page for the resource screens: signs in to the sandbox, loads the button permissions,
// and mounts ResourceRoute for ?screen=/system/param inside the console's providers. It lets the
// browser tests run before (and independently of) the shell's router.
import { createRoot } from 'react-dom/client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Providers } from '@/app/providers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { initI18n } from '@/i18n';
import { blade } from '@/lib/blade';
import { menuStore } from '@/lib/menu-store';
import { prefs } from '@/lib/prefs';
import { consoleApi } from '@/lib/api';
import { applyTheme } from '@/theme/themes';

const ResourceRoute = lazy(() => import('@/features/resources/resource-route'));
type Node = { code: string; children?: Node[] };
const leaves = (nodes: Node[], out: Record<string, boolean> = {}) => {
  for (const n of nodes) {
    if (n.children?.length) leaves(n.children, out);
    else out[n.code] = true;
  }
  return out;
};

function App() {
  const params = new URLSearchParams(location.search);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void (async () => {
      if (params.get('lang') === 'en') prefs.set({ language: 'en' });
      if (!blade.session.get()) await blade.auth.signIn({ tenantId: '000000', username: params.get('user') ?? 'admin', password: params.get('password') ?? 'admin' });
      const buttons = (await consoleApi.menuButtons()) as unknown as Node[];
      menuStore.set({ permissions: leaves(buttons), loaded: true });
      setReady(true);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!ready) return <p>signing in</p>;
  return (
    <Suspense fallback={<p>loading</p>}>
      <ResourceRoute menuPath={params.get('screen') ?? '/system/param'} />
    </Suspense>
  );
}

initI18n();
applyTheme(prefs.get().theme, prefs.get().color);
createRoot(document.getElementById('root')!).render(
  <Providers>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } })}>
      <App />
    </QueryClientProvider>
    <ConfirmDialog />
  </Providers>,
);
