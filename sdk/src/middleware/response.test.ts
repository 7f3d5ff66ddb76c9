import { afterEach, describe, expect, it, vi } from 'vitest';
import { BladeError, BladeNetworkError, BladeParseError, BladeTimeoutError, createBladeClient, memoryStorage } from '../index';
import { json, makeClient, ok, signedIn } from '../testing/helpers';

const list = '/blade-system/param/list' as const;

/** A fetch that never answers but, like the real one, rejects with the signal's reason on abort. */
const hanging = (request: Request) =>
  new Promise<Response>((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

describe('responses (spec §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves a 200 and unwraps R with call()', async () => {
    const { blade, errors } = makeClient(() => ok({ records: [{ id: '1' }], total: 1 }));
    const page = await blade.call(blade.api.GET(list));
    expect(page).toEqual({ records: [{ id: '1' }], total: 1 });
    expect(errors).toEqual([]);
  });

  it('takes the business code from the body even when HTTP says 200', async () => {
    const { blade, errors } = makeClient(() => json({ code: 400, success: false, msg: '参数名称已存在' }));
    const failure = await blade.api.GET(list).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BladeError);
    expect(failure).toMatchObject({ code: 400, message: '参数名称已存在' });
    expect(errors).toEqual([failure]);
  });

  it('takes the HTTP status as the code when the body has none, with error_description as message', async () => {
    const { blade, errors } = makeClient(() => json({ error_description: '客户端认证失败' }, 403));
    await expect(blade.api.GET(list)).rejects.toMatchObject({ code: 403, message: '客户端认证失败' });
    expect(errors).toHaveLength(1);
  });

  it('falls back to 未知错误 when the body says nothing', async () => {
    const { blade } = makeClient(() => json({ code: 500 }, 500));
    await expect(blade.api.GET(list)).rejects.toMatchObject({ code: 500, message: '未知错误' });
  });

  it('rejects a whitelisted code without notifying', async () => {
    const { blade, errors } = makeClient(() => json({ code: 400, success: false, msg: '静默' }, 400), { statusWhitelist: [400] });
    await expect(blade.api.GET(list)).rejects.toMatchObject({ code: 400, message: '静默' });
    expect(errors).toEqual([]);
  });

  it('rejects a quiet request without notifying, yet a 401 of one still ends the session', async () => {
    const { blade, errors } = makeClient(() => json({ code: 400, success: false }, 400));
    await expect(blade.api.GET(list, { blade: { quiet: true } })).rejects.toMatchObject({ code: 400, message: '未知错误' });
    expect(errors).toEqual([]);
    await expect(blade.api.GET(list)).rejects.toMatchObject({ code: 400 });
    expect(errors).toHaveLength(1);

    const made = await signedIn({}, { [list]: () => json({ code: 401, success: false, msg: '请求未授权' }, 401) });
    await expect(made.blade.api.GET(list, { blade: { quiet: true } })).rejects.toMatchObject({ code: 401 });
    expect(made.unauthorizedCount()).toBe(1);
    expect(made.blade.session.get()).toBeNull();
  });

  it('passes a 450 to the caller: api resolves, call() throws it unreported', async () => {
    const body = { code: 450, success: false, msg: '需要确认', data: { confirm: true } };
    const { blade, errors } = makeClient(() => json(body, 450));
    const result = await blade.api.GET(list);
    expect(result.response.status).toBe(450);
    expect(result.error).toEqual(body);
    await expect(blade.call(blade.api.GET(list))).rejects.toMatchObject({ code: 450, body });
    expect(errors).toEqual([]);
  });

  it('a storm of 50 concurrent 401s clears the session and calls onUnauthorized once', async () => {
    const made = await signedIn({}, { [list]: () => json({ code: 401, success: false, msg: '请求未授权' }, 401) });
    const events: unknown[] = [];
    made.blade.session.subscribe((s) => events.push(s));
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => made.blade.api.GET(list)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as BladeError).code === 401)).toBe(true);
    expect(made.unauthorizedCount()).toBe(1);
    expect(made.blade.session.get()).toBeNull();
    expect(events).toEqual([null]);
    expect(made.errors).toEqual([]);
  });

  it('signs out again on a 401 after the next sign-in', async () => {
    let status = 401;
    const made = await signedIn({}, { [list]: () => json({ code: status }, status) });
    await made.blade.api.GET(list).catch(() => undefined);
    await made.blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    await made.blade.api.GET(list).catch(() => undefined);
    expect(made.unauthorizedCount()).toBe(2);
    status = 200;
  });

  it('reads the gateway 401 body that has `message` instead of `msg`', async () => {
    const made = makeClient(() => json({ code: 401, message: '缺失令牌,鉴权失败', data: null }, 401));
    await expect(made.blade.api.GET(list)).rejects.toMatchObject({ code: 401 });
    expect(made.unauthorizedCount()).toBe(1);
  });

  it('passes a 200 image answer to the caller untouched (parseAs blob), and still reads an error body', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const diagram = '/blade-flow/process/diagram-view' as const;
    const { blade, errors } = makeClient(() => new Response(png, { status: 200, headers: { 'content-type': 'image/png' } }));
    const { data } = await blade.api.GET(diagram, { params: { query: { processInstanceId: '1' } }, parseAs: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(png);
    expect(errors).toEqual([]);
    const refused = makeClient(() => json({ code: 400, success: false, msg: '流程实例不存在' }, 400));
    await expect(refused.blade.api.GET(diagram, { params: { query: { processInstanceId: 'x' } }, parseAs: 'blob' })).rejects.toMatchObject({
      code: 400,
      message: '流程实例不存在',
    });
  });

  it('hands the read body on once, as fetch does: parseAs text gets the text with long integers quoted', async () => {
    const { blade } = makeClient(() => new Response('{"code":200,"data":{"packageId":1123598815738675201}}', { status: 200 }));
    const { data, response } = await blade.api.GET(list, { parseAs: 'text' });
    expect(data).toBe('{"code":200,"data":{"packageId":"1123598815738675201"}}');
    // Nothing keeps the text or the parsed body once the caller has it (a long export's memory).
    await expect(response.json()).rejects.toBeInstanceOf(TypeError);
    const again = await blade.api.GET(list);
    expect(again.data).toEqual({ code: 200, data: { packageId: '1123598815738675201' } });
    await expect(again.response.text()).rejects.toThrow('Body is unusable');
  });

  it('rejects an HTML error page with BladeParseError', async () => {
    const { blade } = makeClient(
      () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const failure = await blade.api.GET(list).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BladeParseError);
    expect(failure).toMatchObject({ status: 502 });
    expect((failure as Error).message).toContain('502');
  });

  it('rejects a JSON answer outside 200-500 as a transport failure', async () => {
    const { blade, errors } = makeClient(() => json({ code: 503, msg: 'busy' }, 503));
    await expect(blade.api.GET(list)).rejects.toBeInstanceOf(BladeNetworkError);
    expect(errors).toEqual([]);
  });

  it('rejects a network failure with BladeNetworkError', async () => {
    const { blade } = makeClient(() => Promise.reject(new TypeError('fetch failed')));
    const failure = await blade.api.GET(list).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BladeNetworkError);
    expect((failure as Error).message).toContain('fetch failed');
  });

  it('aborts after timeoutMs with BladeTimeoutError (fake timers)', async () => {
    vi.useFakeTimers();
    const { blade } = makeClient(hanging);
    const pending = blade.api.GET(list).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await pending;
    expect(failure).toBeInstanceOf(BladeTimeoutError);
    expect(failure).toMatchObject({ timeoutMs: 300000 });
  });

  it('honours a custom timeout; once the answer comes its timer holds nothing and expires nothing', async () => {
    vi.useFakeTimers();
    const { blade, errors } = makeClient(() => ok(), { timeoutMs: 50 });
    await expect(blade.call(blade.api.GET(list))).resolves.toBe(true);
    // The client's one deadline timer is left, unreferenced (a Node script still exits: timers.test.ts)...
    expect(vi.getTimerCount()).toBe(1);
    // ...and firing with nothing due, it is gone.
    await vi.advanceTimersByTimeAsync(50);
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('gives each attempt its own whole deadline, whatever the others in flight or before', async () => {
    vi.useFakeTimers();
    const answers = [() => ok(), hanging, hanging, hanging];
    const { blade } = makeClient((request) => answers.shift()!(request), { timeoutMs: 1000 });
    await blade.call(blade.api.GET(list)); // arms the timer for t=1000, then leaves it idle
    await vi.advanceTimersByTimeAsync(600);
    const late = blade.api.GET(list).catch((e: unknown) => e); // due at t=1600, after the armed timer
    await vi.advanceTimersByTimeAsync(100);
    const long = blade.read(list, {}, { timeoutMs: 5000 }).catch((e: unknown) => e); // due at t=5700
    const short = blade.read(list, {}, { timeoutMs: 100 }).catch((e: unknown) => e); // due at t=800, before it
    const settled: string[] = [];
    void late.then(() => settled.push('late'));
    void long.then(() => settled.push('long'));
    void short.then(() => settled.push('short'));
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['short']);
    await vi.advanceTimersByTimeAsync(799); // t=1599: `late` keeps its whole 1000 ms, armed before it or not
    expect(settled).toEqual(['short']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['short', 'late']);
    await vi.advanceTimersByTimeAsync(4099);
    expect(settled).toEqual(['short', 'late']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['short', 'late', 'long']);
    for (const [failure, ms] of [
      [await short, 100],
      [await late, 1000],
      [await long, 5000],
    ] as const)
      expect(failure).toMatchObject({ name: 'BladeTimeoutError', timeoutMs: ms });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the caller's own abort as an abort, not a Blade error", async () => {
    const { blade } = makeClient(hanging);
    const controller = new AbortController();
    const pending = blade.api.GET(list, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const failure = (await pending) as Error;
    expect(failure.name).toBe('AbortError');
  });

  // Without an injected fetch the timeout's signal goes to the global fetch as init (no Request rebuilt).
  describe('through the global fetch', () => {
    afterEach(() => vi.unstubAllGlobals());
    const globalHanging = () => {
      const seen: Request[] = [];
      vi.stubGlobal('fetch', (input: Request, init?: RequestInit) => {
        const request = new Request(input, init); // what a real fetch does with (input, init)
        seen.push(request);
        return hanging(request);
      });
      return seen;
    };

    it('aborts after timeoutMs with BladeTimeoutError (fake timers) and clears the timer on an answer', async () => {
      vi.useFakeTimers();
      const seen = globalHanging();
      const blade = createBladeClient({ baseUrl: 'http://api.test/api', storage: memoryStorage(), timeoutMs: 1000 });
      const pending = blade.api.GET(list).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(999);
      expect(seen[0]?.signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ name: 'BladeTimeoutError', timeoutMs: 1000 });
      expect(seen[0]?.headers.get('Authorization')).toMatch(/^Basic /);
      vi.stubGlobal('fetch', async () => ok());
      await expect(blade.call(blade.api.GET(list))).resolves.toBe(true);
      await vi.advanceTimersByTimeAsync(1000); // the idle deadline timer fires with nothing due
      expect(vi.getTimerCount()).toBe(0);
    });

    it("keeps the caller's own abort as an abort", async () => {
      globalHanging();
      const blade = createBladeClient({ baseUrl: 'http://api.test/api', storage: memoryStorage() });
      const controller = new AbortController();
      const pending = blade.api.GET(list, { signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      expect(((await pending) as Error).name).toBe('AbortError');
    });
  });
});
