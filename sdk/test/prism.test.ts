// Against Prism mocking the bundled contract: Prism validates each request (parameters, bodies,
// security headers) and answers the contract's examples, so a call that passes speaks the contract.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createBladeClient, memoryStorage, type BladeClient, type ResourcePath } from '../src/index';
// @ts-expect-error plain ESM helper without types
import { BUNDLE, startPrism } from '../../scripts/lib/servers.mjs';
// @ts-expect-error plain ESM script without types
import { collectResources } from '../scripts/generate-types.mjs';

type Routes = { list?: string; detail?: string; submit?: string; remove?: string; removeBody?: boolean };
const resources = collectResources(parse(readFileSync(BUNDLE, 'utf8'))) as Record<string, Routes>;

/** Per service, the first resource that has the whole standard pattern (at least a list). */
function onePerService(): [string, Routes][] {
  const chosen = new Map<string, [string, Routes]>();
  const complete = (r: Routes) => !!(r.list && r.detail && r.submit && r.remove && !r.removeBody);
  for (const [name, r] of Object.entries(resources)) {
    const service = name.split('/')[0]!;
    const best = chosen.get(service);
    if (r.list && (!best || (!complete(best[1]) && complete(r)))) chosen.set(service, [name, r]);
  }
  return [...chosen.values()];
}

let prism: { url: string; stop: () => Promise<void> };
let blade: BladeClient;

beforeAll(async () => {
  prism = await startPrism();
  blade = createBladeClient({ baseUrl: prism.url, storage: memoryStorage() });
  await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
});
afterAll(() => prism?.stop());

describe('against Prism on the bundled contract', () => {
  it('signs in and stores the session', () => {
    expect(blade.session.get()?.token).toBeTruthy();
    expect(blade.session.get()?.tenantId).toBeTruthy();
  });

  it('reads the captcha and the signed-in user', async () => {
    expect((await blade.auth.captcha()).image).toMatch(/^data:image\//);
    expect(await blade.auth.userInfo()).toBeTypeOf('object');
  });

  it('covers more than one service', () => expect(onePerService().length).toBeGreaterThan(1));

  for (const [name, routes] of onePerService()) {
    it(`${name}: list${routes.detail ? ', detail' : ''}${routes.submit ? ', submit' : ''}${routes.remove ? ', remove' : ''}`, async () => {
      const resource = blade.resource(`/${name}` as ResourcePath);
      const page = await resource.page({ current: 1, size: 10 } as never);
      expect(page.total).toBeGreaterThanOrEqual(0);
      expect(Array.isArray(page.records)).toBe(true);
      const record = (page.records[0] ?? {}) as Record<string, unknown>;
      if (routes.detail) {
        const detail = await resource.detail(String(record.id ?? '1'));
        expect(detail).toBeTypeOf('object');
        if (routes.submit) await resource.submit(detail as never);
      }
      if (routes.remove && !routes.removeBody) await resource.remove([String(record.id ?? '1')]);
    });
  }
});
