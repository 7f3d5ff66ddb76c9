import { describe, expect, it } from 'vitest';
import { BladeNetworkError, BladeTimeoutError } from '../index';
import { json, makeClient, ok } from '../testing/helpers';

const list = '/blade-system/param/list';
const busy = (headers: Record<string, string> = {}) => new Response('busy', { status: 503, headers });
const fast = { retries: 2, minDelayMs: 1, maxDelayMs: 5 };

/** Answers in turn, then keeps answering with the last. */
const inTurn = (...answers: (() => Response | Promise<Response>)[]) => {
  let i = 0;
  return () => answers[Math.min(i++, answers.length - 1)]!();
};

describe('retries of reads (network errors, 502/503/504)', () => {
  it('sends a GET three times on 503, 503, 200 and resolves with the 200', async () => {
    const { blade, fetch, errors } = makeClient(
      inTurn(busy, busy, () => ok('third')),
      { retry: fast },
    );
    await expect(blade.call(blade.api.GET(list))).resolves.toBe('third');
    expect(fetch.calls).toHaveLength(3);
    expect(errors).toEqual([]); // the 503s were never shown
  });

  it('gives up after `retries` and rejects with the last answer', async () => {
    const { blade, fetch } = makeClient(() => json({ code: 504, success: false, msg: '网关超时' }, 504), { retry: fast });
    const failure = await blade.api.GET(list).catch((e: unknown) => e);
    expect(fetch.calls).toHaveLength(3);
    expect(failure).toBeInstanceOf(BladeNetworkError); // 504 is outside 200-500 (spec §8)
  });

  it('retries when fetch itself rejects (a refused connection)', async () => {
    const refused = () => Promise.reject(new TypeError('fetch failed'));
    const { blade, fetch } = makeClient(
      inTurn(refused, () => ok(1)),
      { retry: fast },
    );
    await expect(blade.call(blade.api.GET(list))).resolves.toBe(1);
    expect(fetch.calls).toHaveLength(2);
  });

  it('does not retry a POST on 503 unless the call asks', async () => {
    const { blade, fetch } = makeClient(
      inTurn(busy, () => ok('done')),
      { retry: fast },
    );
    await expect(blade.api.POST('/blade-system/param/submit', { body: {} })).rejects.toThrow('HTTP 503');
    expect(fetch.calls).toHaveLength(1);
    const again = makeClient(
      inTurn(busy, () => ok('done')),
      { retry: fast },
    );
    await expect(again.blade.call(again.blade.api.POST('/blade-system/param/submit', { body: {}, blade: { retry: true } }))).resolves.toBe(
      'done',
    );
    expect(again.fetch.calls).toHaveLength(2);
  });

  it('does not retry a 500 or a 400 (the server answered; a retry gets the same answer)', async () => {
    const { blade, fetch } = makeClient(() => json({ code: 500, success: false, msg: '服务异常' }, 500), { retry: fast });
    await expect(blade.api.GET(list)).rejects.toMatchObject({ code: 500 });
    expect(fetch.calls).toHaveLength(1);
  });

  it('sends once with retry: false', async () => {
    const { blade, fetch } = makeClient(() => busy(), { retry: false });
    await expect(blade.api.GET(list)).rejects.toThrow();
    expect(fetch.calls).toHaveLength(1);
  });

  it('waits the Retry-After seconds the server asks for', async () => {
    const times: number[] = [];
    const { blade } = makeClient(
      inTurn(
        () => (times.push(Date.now()), busy({ 'Retry-After': '1' })),
        () => (times.push(Date.now()), ok()),
      ),
      { retry: fast },
    );
    await blade.call(blade.api.GET(list));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(990); // the backoff alone is at most 5 ms
  });

  it('stops at once when the caller aborts during the backoff, sending nothing more', async () => {
    const { blade, fetch } = makeClient(() => busy(), { retry: { retries: 5, minDelayMs: 10000, maxDelayMs: 10000 } });
    const controller = new AbortController();
    const started = Date.now();
    const pending = blade.api.GET(list, { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 30));
    controller.abort();
    const failure = (await pending) as Error;
    expect(failure.name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fetch.calls).toHaveLength(1);
  });
});

describe('per-call options', () => {
  const hanging = (request: Request) =>
    new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

  it('rejects with BladeTimeoutError after the call’s timeoutMs and aborts the request', async () => {
    const { blade, fetch } = makeClient(hanging, { retry: false });
    const failure = await blade.read(list, {}, { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BladeTimeoutError);
    expect(failure).toMatchObject({ timeoutMs: 30 });
    expect(fetch.calls[0]!.signal.aborted).toBe(true);
  });

  it('passes timeoutMs and signal through resource calls', async () => {
    const { blade } = makeClient(hanging);
    const failure = await blade
      .resource('/blade-system/param')
      .page({}, { timeoutMs: 20 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BladeTimeoutError); // a timeout is not retried
    const controller = new AbortController();
    const detail = blade
      .resource('/blade-system/param')
      .detail('1', { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(((await detail) as Error).name).toBe('AbortError');
  });
});
