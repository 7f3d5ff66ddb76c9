// The benchmark page of bench-resources.mjs: signs in to the sandbox and mounts the generic list
// screen for the parameter entry widened to 15 columns (its 5 plus extra0..extra9), the table the
// issue measures. Not shipped: only the benchmark builds it.
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { ChakraRoot } from '@/theme/chakra-root';
import { initI18n } from '@/i18n';
import { blade } from '@/lib/blade';
import { consoleApi } from '@/lib/api';
import { menuStore } from '@/lib/menu-store';
import { permissionMap, type MenuNode } from '@/lib/menu';
import { prefs } from '@/lib/prefs';
import { applyTheme } from '@/theme/themes';
import { col } from '@/resources/columns';
import { ResourceScreen } from '@/resources/resource-screen';
import { param } from '@/features/system/param';
import type { AnyResource } from '@/resources/types';

const wide = {
  ...param,
  columns: [...param.columns, ...Array.from({ length: 10 }, (_, c) => col(`extra${c}`, `扩展${c}`, `Extra ${c}`, { width: 120 }))],
} as AnyResource;

function App() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void (async () => {
      if (!blade.session.get()) await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
      menuStore.set({ permissions: permissionMap((await consoleApi.menuButtons()) as unknown as MenuNode[]), loaded: true });
      setReady(true);
    })();
  }, []);
  // The list keeps its state in the address and follows it (useLocation): a router, as in the console.
  return ready ? (
    <BrowserRouter>
      <ResourceScreen def={wide} />
    </BrowserRouter>
  ) : (
    <p>signing in</p>
  );
}

initI18n();
applyTheme(prefs.get().theme, prefs.get().color);
createRoot(document.getElementById('root')!).render(
  <Providers>
    <ChakraRoot>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } })}
      >
        <App />
      </QueryClientProvider>
    </ChakraRoot>
  </Providers>,
);
