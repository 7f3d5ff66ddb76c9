// Against Prism mocking the bundled contract: Prism validates each request (parameters, bodies,
// security headers) and answers the contract's examples, so a call that passes speaks the contract.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createBladeClient, isResourcePath, memoryStorage, type BladeClient } from '../src/index';
// @ts-expect-error plain ESM helper without types
import { BUNDLE, startPrism } from '../../scripts/lib/servers.mjs';
import { readResources, type BladeResourceRoutes as Routes } from '../../contract/lib/resources.mjs';

const resources = Object.values(readResources(parse(readFileSync(BUNDLE, 'utf8'), { maxAliasCount: -1 })));

/** Per service, the first resource that has the whole standard pattern (at least a list). */
function onePerService(): Routes[] {
  const chosen = new Map<string, Routes>();
  const complete = (r: Routes) => !!(r.list && r.detail && r.submit && r.remove?.style === 'ids');
  for (const r of resources) {
    const service = r.name.split('/')[0]!;
    const best = chosen.get(service);
    if (r.list && (!best || (!complete(best) && complete(r)))) chosen.set(service, r);
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

  for (const routes of onePerService()) {
    it(`${routes.name}: list${routes.detail ? ', detail' : ''}${routes.submit ? ', submit' : ''}${routes.remove ? ', remove' : ''}`, async () => {
      if (!isResourcePath(routes.path)) throw new Error(`${routes.path} is not in the SDK's resources: regenerate`);
      const resource = blade.anyResource(routes.path);
      const page = await resource.page({ current: 1, size: 10 });
      expect(page.total).toBeGreaterThanOrEqual(0);
      expect(Array.isArray(page.records)).toBe(true);
      const record = page.records[0] ?? {};
      if (routes.detail) {
        const detail = await resource.detail(String(record[resource.detailKey] ?? '1'));
        expect(detail).toBeTypeOf('object');
        if (routes.submit) await resource.submit(detail!);
      }
      if (routes.remove) await resource.remove([String(record[resource.removeKey] ?? '1')]);
    });
  }
});
