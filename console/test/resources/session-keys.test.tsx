// The user is in every query key: even a cache that outlives a sign-out (here a QueryClient the
// session's end does not clear) never shows the previous user's rows to the next user of the tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse, R, server, token } from '@/testing/msw-server';
import { renderRoutes, page } from '@/testing/render';
import { blade, endSession } from '@/lib/blade';
import { resourceKeys } from '@/resources/queries';
import { ResourceScreen } from '@/resources/resource-screen';
import { param } from '@/features/system/param';

const rowsOf: Record<string, { id: string; paramName: string; paramKey: string }[]> = {
  'bearer access-a': [{ id: '1', paramName: '甲的参数', paramKey: 'a.key' }],
  'bearer access-b': [{ id: '2', paramName: '乙的参数', paramKey: 'b.key' }],
};

function serve() {
  let releaseB!: () => void;
  const bMayAnswer = new Promise<void>((r) => (releaseB = r));
  server.use(
    http.post('/blade-auth/oauth/token', ({ request }) => {
      const user = new URL(request.url).searchParams.get('username')!;
      return HttpResponse.json(token({ access_token: `access-${user}`, user_id: `id-${user}`, account: user }));
    }),
    http.get('/blade-auth/oauth/logout', () => HttpResponse.json(R(true))),
    http.get('/blade-system/param/list', async ({ request }) => {
      const who = request.headers.get('Blade-Auth') ?? '';
      if (who === 'bearer access-b') await bMayAnswer; // B's first render happens while its list is under way
      const records = rowsOf[who] ?? [];
      return HttpResponse.json(R({ records, total: records.length, size: 10, current: 1, pages: 1 }));
    }),
  );
  return { releaseB };
}

const signInAs = (user: 'a' | 'b') => blade.auth.signIn({ tenantId: '000000', username: user, password: user });

function renderList(cache: QueryClient) {
  return renderRoutes(
    [
      page(
        '/system/param/index',
        <QueryClientProvider client={cache}>
          <ResourceScreen def={param} />
        </QueryClientProvider>,
      ),
    ],
    '/system/param/index',
  );
}

// jsdom has no layout: give the virtual table's scroll box a size so that its rows render.
const sized = ['clientHeight', 'clientWidth'].map((prop) => [prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)] as const);
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});
afterAll(() => sized.forEach(([prop, descriptor]) => descriptor && Object.defineProperty(HTMLElement.prototype, prop, descriptor)));

describe('the next user of the same tenant', () => {
  it("does not see the previous user's cached list, even from a cache that survived the sign-out", async () => {
    const { releaseB } = serve();
    const surviving = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    await signInAs('a');
    const a = renderList(surviving);
    expect(await screen.findByText('甲的参数')).toBeTruthy();
    const aKey = resourceKeys.all(param);
    a.unmount();
    await endSession('sign-out');
    // The precondition: A's answer is still in this cache.
    expect(surviving.getQueriesData({ queryKey: aKey }).some(([, data]) => data)).toBe(true);

    await signInAs('b');
    expect(resourceKeys.all(param)).toEqual(['000000', 'id-b', 'blade-system/param']);
    expect(aKey).toEqual(['000000', 'id-a', 'blade-system/param']);
    renderList(surviving);
    expect(screen.queryByText('甲的参数')).toBeNull(); // B's first render
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('甲的参数')).toBeNull(); // and while B's own list is under way
    releaseB();
    expect(await screen.findByText('乙的参数')).toBeTruthy();
    expect(screen.queryByText('甲的参数')).toBeNull();
    await endSession('no-token');
  });

  it('gets an empty app cache in the normal path: the session end clears it', async () => {
    serve().releaseB();
    const { queryClient } = await import('@/lib/query-client');
    await signInAs('a');
    const a = renderList(queryClient);
    expect(await screen.findByText('甲的参数')).toBeTruthy();
    a.unmount();
    await endSession('sign-out');
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));
    await signInAs('b');
    renderList(queryClient);
    expect(screen.queryByText('甲的参数')).toBeNull();
    expect(await screen.findByText('乙的参数')).toBeTruthy();
    await endSession('no-token');
  });
});
