import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResourceEntity } from './index';
import { makeClient, ok } from './testing/helpers';

const TOTAL = 250;
const rows = Array.from({ length: TOTAL }, (_, i) => ({ id: String(i + 1), paramKey: `key.${i + 1}` }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A paged list over `rows` that records the pages asked for and how many were in flight at most. */
function pagedServer(delay = (_current: number) => 5) {
  const seen: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const handler = async (request: Request) => {
    const url = new URL(request.url);
    const current = Number(url.searchParams.get('current'));
    const size = Number(url.searchParams.get('size'));
    seen.push(current);
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    await sleep(delay(current));
    inFlight--;
    const records = rows.slice((current - 1) * size, current * size);
    return ok({ records, total: TOTAL, size, current, pages: Math.ceil(TOTAL / size) });
  };
  return { handler, seen, maxInFlight: () => maxInFlight };
}

describe('paging helpers', () => {
  it('yields 3 pages of 250 records at size 100, in order, the first telling total and pages', async () => {
    const server = pagedServer();
    const { blade } = makeClient(server.handler);
    const pages = [];
    for await (const page of blade.resource('/blade-system/param').pages({ size: 100 })) pages.push(page);
    expect(pages.map((p) => [p.current, p.records.length])).toEqual([
      [1, 100],
      [2, 100],
      [3, 50],
    ]);
    expect(pages[0]).toMatchObject({ total: 250, pages: 3, size: 100 });
    expect(server.seen).toEqual([1, 2, 3]);
    expect(server.maxInFlight()).toBe(1);
  });

  it('keeps up to `concurrency` pages in flight and still yields them in order', async () => {
    // later pages answer first: order must come from the page number, not the arrival
    const server = pagedServer((current) => (current === 1 ? 1 : 60 - current * 5));
    const { blade } = makeClient(server.handler);
    const ids = [];
    for await (const record of blade.resource('/blade-system/param').records({ size: 20, concurrency: 3 })) ids.push(record.id);
    expect(ids).toEqual(rows.map((r) => r.id));
    expect(server.maxInFlight()).toBe(3);
  });

  it('collects all records, typed by the resource', async () => {
    const { blade } = makeClient(pagedServer().handler);
    const all = await blade.resource('/blade-system/param').all({ size: 100, concurrency: 2, query: { paramName: 'x' } });
    expectTypeOf(all).toEqualTypeOf<ResourceEntity<'/blade-system/param'>[]>();
    expect(all).toHaveLength(250);
    expect(all[249]).toEqual(rows[249]);
  });

  it('sends the query with every page', async () => {
    const { blade, fetch } = makeClient(pagedServer().handler);
    await blade.resource('/blade-system/param').all({ size: 100, query: { paramName: '短信' } });
    expect(fetch.calls.map((r) => new URL(r.url).searchParams.get('paramName'))).toEqual(['短信', '短信', '短信']);
  });

  /** A client whose fake server honours aborts; `onPage` runs as each page is asked for. */
  function abortable(onPage: (current: number) => void) {
    const server = pagedServer(() => 30);
    const { blade } = makeClient((request) => {
      onPage(Number(new URL(request.url).searchParams.get('current')));
      return Promise.race([
        server.handler(request),
        new Promise<Response>((_, reject) => {
          request.signal.throwIfAborted();
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
      ]);
    });
    return { blade, server };
  }

  it('stops when the caller aborts while a page is in flight: AbortError, no later page asked for', async () => {
    const controller = new AbortController();
    const { blade, server } = abortable((current) => current === 2 && setTimeout(() => controller.abort(), 5));
    const got: number[] = [];
    const run = async () => {
      for await (const page of blade.resource('/blade-system/param').pages({ size: 100, signal: controller.signal }))
        got.push(page.current);
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(got).toEqual([1]);
    expect(server.seen).toEqual([1, 2]);
  });

  it('asks for no further page once aborted between pages', async () => {
    const controller = new AbortController();
    const { blade, server } = abortable(() => undefined);
    const run = async () => {
      for await (const _page of blade.resource('/blade-system/param').pages({ size: 100, signal: controller.signal })) controller.abort();
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.seen).toEqual([1]);
  });

  it('yields one page for a list that is not paged (an array)', async () => {
    const { blade, fetch } = makeClient(() => ok([{ id: '1' }, { id: '2' }]));
    const pages = [];
    for await (const page of blade.resource('/blade-system/dept').pages()) pages.push(page);
    expect(pages).toEqual([{ records: [{ id: '1' }, { id: '2' }], total: 2, current: 1, pages: 1, size: 2 }]);
    expect(fetch.calls).toHaveLength(1);
  });

  it('page() has the shape of each page of pages(): records, total, current, size, pages', async () => {
    const server = pagedServer();
    const { blade } = makeClient(server.handler);
    const param = blade.resource('/blade-system/param');
    const one = await param.page({ current: 2, size: 100 });
    const pages = [];
    for await (const page of param.pages({ size: 100 })) pages.push(page);
    expect(one).toEqual(pages[1]);
    expect(Object.keys(one).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
    expect(one).toMatchObject({ total: 250, current: 2, size: 100, pages: 3 });
    // An unpaged list (an array) is one page of all its records, both ways.
    const tree = makeClient(() => ok([{ id: '1' }, { id: '2' }])).blade.resource('/blade-system/dept');
    const whole = await tree.page();
    for await (const page of tree.pages()) expect(page).toEqual(whole);
    expect(whole).toEqual({ records: [{ id: '1' }, { id: '2' }], total: 2, current: 1, size: 2, pages: 1 });
    // Without current/size, the server's numbers (its default page) fill them in.
    const defaults = makeClient(() => ok({ records: [{ id: '1' }], total: 25, current: 1, size: 10, pages: 3 })).blade.resource(
      '/blade-system/param',
    );
    expect(await defaults.page()).toEqual({ records: [{ id: '1' }], total: 25, current: 1, size: 10, pages: 3 });
  });

  it('pages any list path of the contract with blade.pages / blade.all', async () => {
    const server = pagedServer();
    const { blade, fetch } = makeClient(server.handler);
    const all = await blade.all('/blade-flow/work/done-list', { size: 100, concurrency: 3 });
    expectTypeOf(all[0]!).toHaveProperty('taskId'); // typed by the path's answer in the contract
    expect(all).toHaveLength(250);
    expect(new URL(fetch.calls[0]!.url).pathname).toBe('/api/blade-flow/work/done-list');
    let count = 0;
    for await (const page of blade.pages('/blade-system/param/list', { size: 200 })) count += page.records.length;
    expect(count).toBe(250);
  });
});
