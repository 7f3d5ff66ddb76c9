import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { md5 } from '../src/index';
// @ts-expect-error plain ESM script without types
import { renderResources } from '../scripts/resource-map.mjs';

describe('generated types', () => {
  it('are up to date with contract/dist/openapi.yaml', () => {
    const script = fileURLToPath(new URL('../scripts/generate-types.mjs', import.meta.url));
    // Throws (and fails the test) when the check exits non-zero.
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain('up to date');
  });

  it('record whole routes from the contract reader, keeping only what differs from the defaults at runtime', () => {
    const x = (extension: object) => ({ 'x-blade-resource': { resource: 'red-sale/order', entity: 'Order', ...extension } });
    // BladeX's sort parameters: a list that declares them sorts; one that does not is recorded as unsorted.
    const sort = [
      { in: 'query', name: 'ascs' },
      { in: 'query', name: 'descs' },
    ];
    const doc = {
      paths: {
        '/red-sale/order/page': { get: { ...x({ role: 'list', paged: true }), parameters: sort } },
        // A list of the resource under another path: recorded whole, never cut to a segment.
        '/red-sale/orderwork/done-list': { get: x({ role: 'list', paged: true, where: { status: 3 } }) },
        '/red-sale/order/detail': { get: x({ role: 'detail', param: 'gid' }) },
        '/red-sale/order/save': { post: x({ role: 'submit' }) },
        '/red-sale/order/remove': { post: x({ role: 'remove', body: true }) },
        '/red-sale/order/send': { post: x({ role: 'action', action: 'send', from: [1], to: 2 }) },
        '/red-sale/note/list': { get: { 'x-blade-resource': { resource: 'red-sale/note', role: 'list' }, parameters: sort } },
      },
    };
    const files = renderResources(doc);
    expect(files['resources.ts']).toContain(
      '"/red-sale/order": {"list":"/red-sale/order/page","lists":{"/red-sale/orderwork/done-list":true},"unsorted":["/red-sale/orderwork/done-list"],"detailParam":"gid","submit":"/red-sale/order/save","removeStyle":"id-body"},',
    );
    // red-sale/note has nothing but a default list; no detail, submit or remove (null: no such call).
    expect(files['resources.ts']).toContain('"/red-sale/note": {"detail":null,"submit":null,"remove":null},');
    expect(files['resources.ts']).toContain('lists: "/red-sale/order/page" | "/red-sale/orderwork/done-list";');
    expect(files['actions.ts']).toContain('"/red-sale/order": {"send":{"from":[1],"to":2}},');
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
