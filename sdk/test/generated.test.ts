import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { md5 } from '../src/index';
// @ts-expect-error plain ESM script without types
import { collectResources, renderResources } from '../scripts/generate-types.mjs';

describe('generated types', () => {
  it('are up to date with contract/dist/openapi.yaml', () => {
    const script = fileURLToPath(new URL('../scripts/generate-types.mjs', import.meta.url));
    // Throws (and fails the test) when the check exits non-zero.
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain('up to date');
  });

  it('map resources from x-blade-resource, keeping only non-default routes at runtime', () => {
    const doc = {
      paths: {
        '/red-sale/order/page': { get: { 'x-blade-resource': { resource: 'red-sale/order', role: 'list', paged: true } } },
        '/red-sale/order/detail': { get: { 'x-blade-resource': { resource: 'red-sale/order', role: 'detail', param: 'gid' } } },
        '/red-sale/order/save': { post: { 'x-blade-resource': { resource: 'red-sale/order', role: 'submit' } } },
        '/red-sale/order/remove': { post: { 'x-blade-resource': { resource: 'red-sale/order', role: 'remove', body: true } } },
      },
    };
    const resources = collectResources(doc);
    expect(resources['red-sale/order']).toMatchObject({ list: '/red-sale/order/page', detailParam: 'gid', submit: '/red-sale/order/save', removeBody: true });
    expect(renderResources(resources)).toContain('"/red-sale/order": {\n    "list": "page",\n    "detailParam": "gid",\n    "submit": "save",\n    "removeBody": true');
  });
});

describe('md5', () => {
  it('matches RFC 1321 for ASCII, UTF-8 and block boundaries', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
    for (const text of ['abc', '中文密码', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'y'.repeat(1000)]) {
      expect(md5(text)).toBe(createHash('md5').update(text).digest('hex'));
    }
  });
});
