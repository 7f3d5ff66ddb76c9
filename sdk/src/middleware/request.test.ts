import { describe, expect, it, vi } from 'vitest';
import { makeClient, ok, signedIn } from '../testing/helpers';

const BASIC = `Basic ${btoa('saber:saber_secret')}`;

describe('requests (spec §7 client request behaviour)', () => {
  it('sends the Basic client header and includes credentials', async () => {
    const { blade, fetch } = makeClient(() => ok());
    await blade.api.GET('/blade-system/param/list', { params: { query: { current: 1, size: 10 } } });
    const [request] = fetch.calls;
    expect(request!.headers.get('Authorization')).toBe(BASIC);
    expect(request!.credentials).toBe('include');
    expect(request!.url).toBe('http://api.test/api/blade-system/param/list?current=1&size=10');
  });

  it('uses /api as the default base URL in a page', async () => {
    // A page (location) is what makes a relative base URL usable; Node's Request still cannot
    // resolve it against one, so the failure shows the URL that was built.
    vi.stubGlobal('location', { href: 'http://console.test/' });
    try {
      const { blade } = makeClient(() => ok(), { baseUrl: undefined });
      await expect(blade.api.GET('/blade-system/param/list')).rejects.toThrow('/api/blade-system/param/list');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves out the Basic header when the request says noAuth', async () => {
    const { blade, fetch } = makeClient(() => ok());
    await blade.api.GET('/blade-system/param/list', { blade: { noAuth: true } });
    expect(fetch.calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends Blade-Auth, Tenant-Id and brandId once signed in', async () => {
    const { blade, fetch } = await signedIn();
    blade.brand.set('1846000000000000009');
    await blade.api.GET('/blade-system/param/list');
    const headers = fetch.calls[0]!.headers;
    expect(headers.get('Blade-Auth')).toBe('bearer access-1');
    expect(headers.get('Tenant-Id')).toBe('000000');
    expect(headers.get('brandId')).toBe('1846000000000000009');
  });

  it('sends no token before sign-in, nor when the request says noToken', async () => {
    const anonymous = makeClient(() => ok());
    await anonymous.blade.api.GET('/blade-system/param/list');
    expect(anonymous.fetch.calls[0]!.headers.has('Blade-Auth')).toBe(false);
    const { blade, fetch } = await signedIn();
    await blade.api.GET('/blade-system/param/list', { blade: { noToken: true } });
    expect(fetch.calls[0]!.headers.has('Blade-Auth')).toBe(false);
    expect(fetch.calls[0]!.headers.get('Authorization')).toBe(BASIC);
  });

  it('sends no brandId when no brand is chosen', async () => {
    const { blade, fetch } = await signedIn();
    await blade.api.GET('/blade-system/param/list');
    expect(fetch.calls[0]!.headers.has('brandId')).toBe(false);
  });

  it('form-serialises the body when asked', async () => {
    const { blade, fetch } = makeClient(() => ok());
    await blade.api.POST('/blade-system/param/submit', {
      body: { paramName: '名称', paramKey: 'k', paramValue: 'v' },
      blade: { form: true },
    });
    const request = fetch.calls[0]!;
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await request.text()).toBe('paramName=%E5%90%8D%E7%A7%B0&paramKey=k&paramValue=v');
    expect(request.headers.get('Authorization')).toBe(BASIC); // flags survive the rebuilt request
  });

  it('sends a plain-text body when asked', async () => {
    const { blade, fetch } = makeClient(() => ok());
    const loose = blade.api as unknown as { POST: (p: string, i: object) => Promise<unknown> };
    await loose.POST('/blade-log/upload', { body: 'line one', blade: { text: true } });
    expect(fetch.calls[0]!.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await fetch.calls[0]!.text()).toBe('line one');
  });

  it('sends JSON bodies as JSON by default', async () => {
    const { blade, fetch } = makeClient(() => ok());
    await blade.api.POST('/blade-system/param/submit', { body: { paramName: 'a' } });
    expect(fetch.calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await fetch.calls[0]!.json()).toEqual({ paramName: 'a' });
  });
});
