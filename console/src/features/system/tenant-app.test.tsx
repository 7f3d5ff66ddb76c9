// The tenant app screen's 签名 asks tenant-app/sign for the row's app with a fresh timestamp and
// shows what the server signed as text; 推送 sends the row's tenant and app key to xky-send.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse, R, server, token } from '@/testing/msw-server';
import { renderRoutes, page } from '@/testing/render';
import { blade, endSession } from '@/lib/blade';
import { loadScreenTexts, translator } from '@/resources/texts';
import { tenantApp } from './tenant-app';

const action = (name: string) => tenantApp.actions!.find((a) => a.name === name)!;
const row = { id: '1', tenantId: '000000', appKey: 'dasha_console', appName: '大鲨控制台' };

describe('租户应用 actions', () => {
  it("签名 shows the signature the server answered for the row's app, as text", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.post('/blade-auth/oauth/token', () => HttpResponse.json(token())),
      http.get('/blade-auth/oauth/logout', () => HttpResponse.json(R(true))),
      http.get('/blade-system/tenant-app/sign', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        return HttpResponse.json(R({ appKey: q.get('appKey'), timestamp: q.get('timestamp'), nonce: 'a7c3e9f1', sign: '<b>9b1f0d6c</b>' }));
      }),
    );
    await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    const before = Date.now();
    const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const dialog = action('sign').dialog!({ ctx: { rows: [row], row, refresh: () => {} }, onClose: () => {}, t: translator('zh') });
    renderRoutes(
      [page('/system/tenant-app/index', <QueryClientProvider client={cache}>{dialog}</QueryClientProvider>)],
      '/system/tenant-app/index',
    );
    await loadScreenTexts('system:tenantApp');
    const sign = await screen.findByText('<b>9b1f0d6c</b>'); // server text stays text
    expect(sign.querySelector('b')).toBeNull();
    expect(screen.getByText('a7c3e9f1')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('appKey')).toBe('dasha_console');
    expect(Number(asked[0]!.get('timestamp'))).toBeGreaterThanOrEqual(before);
    await endSession('no-token');
  });

  it("推送 sends the row's tenant and app key to xky-send", async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.post('/blade-auth/oauth/token', () => HttpResponse.json(token())),
      http.get('/blade-auth/oauth/logout', () => HttpResponse.json(R(true))),
      http.get('/blade-system/tenant-app/xky-send', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json(R(true));
      }),
    );
    await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(await action('send').run!({ rows: [row], row, refresh: () => {} })).toBe(true);
    expect(Object.fromEntries(asked!)).toEqual({ tenantId: '000000', appKey: 'dasha_console' });
    expect(action('send').confirm).toBe('system:tenantApp.confirms.send');
    await endSession('no-token');
  });
});
