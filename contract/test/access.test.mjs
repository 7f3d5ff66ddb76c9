// Who may call what beyond @PreAuth, as catalog facts (lib/access.mjs writes them, readAccess in
// lib/resources.mjs reads them): the sandbox's rules (platform tables, the tenant administrators'
// calls and tables, self-service, stock button codes) come from the bundle, and a fact added to
// the catalog reaches the reader with no other edit.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../lib/model.mjs';
import { readAccess } from '../lib/resources.mjs';
import { applyResourceAccess, operationAccess } from '../lib/access.mjs';
import { buildEditedCopy } from './catalog-copy.mjs';

const bundle = parse(readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'), { maxAliasCount: -1 });
const { operations, resources } = readAccess(bundle);
const accessOf = (key) => operations[key]?.access;

describe('readAccess on the bundle', () => {
  it('keeps tenants, clients, top menus and the code generator for the platform, reads included', () => {
    const platform = Object.keys(resources).filter((r) => resources[r].access === 'platform');
    expect(platform.sort()).toEqual(
      [
        'blade-develop/code',
        'blade-develop/datasource',
        'blade-system/client',
        'blade-system/tenant',
        'blade-system/tenant-app',
        'blade-system/tenant-datasource',
        'blade-system/tenant-package',
        'blade-system/topmenu',
      ].sort(),
    );
    for (const key of ['GET /blade-system/tenant/list', 'POST /blade-system/tenant-package/submit', 'GET /blade-develop/code/detail'])
      expect(accessOf(key), key).toBe('platform');
    // hand-written calls of those folders, and the top menus' grant trees of the menu folder
    for (const key of [
      'POST /blade-system/tenant/setting',
      'POST /blade-system/tenant-template/send',
      'GET /blade-system/menu/grant-top-tree',
    ])
      expect(accessOf(key), key).toBe('platform');
    // the login screen asks its tenant before anyone signs in
    expect(accessOf('GET /blade-system/tenant/info')).toBeUndefined();
  });

  it("keeps the writes of the tenant's own tables for its administrators, and leaves their reads open", () => {
    const tenantAdmin = Object.keys(resources).filter((r) => resources[r].access === 'tenantAdmin');
    expect(tenantAdmin.sort()).toEqual(
      ['role', 'menu', 'dept', 'post', 'param', 'dict', 'dict-biz', 'data-scope', 'api-scope'].map((r) => `blade-system/${r}`).sort(),
    );
    expect(accessOf('POST /blade-system/param/submit')).toBe('tenantAdmin');
    expect(accessOf('POST /blade-system/menu/submit')).toBe('tenantAdmin'); // hand-written, x-blade-resource submit
    expect(accessOf('GET /blade-system/param/list')).toBeUndefined();
    expect(accessOf('GET /blade-system/dept/lazy-tree')).toBeUndefined();
    for (const call of ['unlock', 'update-platform', 'account-reset', 'import-user', 'batchSaveUserBrandRecord'])
      expect(accessOf(`POST /blade-user/${call}`), call).toBe('tenantAdmin');
    expect(resources['blade-user/user'].adminButtons).toEqual(['role', 'reset', 'platform', 'unlock', 'brand']);
  });

  it('opens self-service to anyone signed in, and names the stock buttons and the lookups sent as POST', () => {
    const self = Object.keys(operations).filter((k) => operations[k].access === 'self');
    expect(self.sort()).toEqual(
      [
        'GET /blade-user/info',
        'POST /blade-user/update-info',
        'POST /blade-user/update-password',
        'POST /blade-resource/oss/endpoint/put-file',
        'POST /blade-resource/oss/endpoint/put-file-attach',
        'POST /blade-desk/process/leave/start-process',
        'POST /blade-flow/work/claim-task',
        'POST /blade-flow/work/complete-task',
      ].sort(),
    );
    expect(resources['blade-resource/attach'].buttonFor).toEqual({ add: 'upload', edit: 'upload' });
    expect(resources['blade-flow/manager'].buttonFor).toEqual({ 'change-state': 'state', delete: 'remove' });
    expect(resources['blade-system/region'].buttonFor).toEqual({ 'import-region': 'import' });
    expect(operations['POST /blade-system/dict-biz/selectInstallMaterialList']).toEqual({ reads: true });
  });

  it('leaves no call of a platform folder unmarked, so the SDK knows every one (public ones aside)', () => {
    const folders = Object.keys(resources)
      .filter((r) => resources[r].access === 'platform')
      .map((r) => `/${r}/`);
    // public: no Blade-Auth (the Basic client alone, or nothing), as the sandbox reads security
    const isPublic = (op) => (op.security ?? bundle.security).every((s) => !('bladeAuth' in s));
    const unmarked = Object.entries(bundle.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => folders.some((f) => path.startsWith(f)) && !isPublic(op))
        .map(([method]) => `${method.toUpperCase()} ${path}`)
        .filter((key) => accessOf(key) !== 'platform'),
    );
    expect(unmarked).toEqual([]);
  });
});

describe('readAccess rules', () => {
  const doc = (paths) => ({ paths });
  const xb = (extra) => ({ resource: 'svc/thing', role: 'list', ...extra });

  it("gives a resource's platform to every call, its tenantAdmin to the calls that do not only read; an operation's own wins", () => {
    const facts = { access: 'tenantAdmin' };
    const read = readAccess(
      doc({
        '/svc/thing/list': { get: { 'x-blade-resource': xb(facts) } },
        '/svc/thing/submit': { post: { 'x-blade-resource': xb({ ...facts, role: 'submit' }) } },
        '/svc/thing/open': { post: { 'x-blade-resource': xb({ ...facts, role: 'action' }), 'x-blade-access': 'self' } },
        '/svc/other/page': { get: { 'x-blade-resource': { resource: 'svc/other', role: 'list', access: 'platform' } } },
      }),
    );
    expect(read.operations).toEqual({
      'POST /svc/thing/submit': { access: 'tenantAdmin' },
      'POST /svc/thing/open': { access: 'self' },
      'GET /svc/other/page': { access: 'platform' },
    });
    expect(read.resources).toEqual({ 'svc/thing': facts, 'svc/other': { access: 'platform' } });
  });

  it('refuses an unknown value and operations of one resource that disagree', () => {
    expect(() => readAccess(doc({ '/a/b': { get: { 'x-blade-access': 'everyone' } } }))).toThrow(/x-blade-access of GET \/a\/b/);
    expect(() => readAccess(doc({ '/a/b': { get: { 'x-blade-reads': 'yes' } } }))).toThrow(/x-blade-reads/);
    expect(() => readAccess(doc({ '/svc/thing/list': { get: { 'x-blade-resource': xb({ access: 'self' }) } } }))).toThrow(/access "self"/);
    const split = {
      '/svc/thing/list': { get: { 'x-blade-resource': xb({ access: 'platform' }) } },
      '/svc/thing/remove': { post: { 'x-blade-resource': xb({ role: 'remove' }) } },
    };
    expect(() => readAccess(doc(split))).toThrow(/access facts of svc\/thing differ from those of GET \/svc\/thing\/list/);
  });
});

describe('the catalog side (lib/access.mjs)', () => {
  it('writes x-blade-access and x-blade-reads, and refuses what it cannot', () => {
    expect(operationAccess({ access: 'self' }, 'post /a')).toEqual({ 'x-blade-access': 'self' });
    expect(operationAccess({ reads: true }, 'post /a')).toEqual({ 'x-blade-reads': true });
    expect(operationAccess({ writes: true }, 'get /a')).toEqual({ 'x-blade-reads': false });
    expect(() => operationAccess({ access: 'admins' }, 'post /a')).toThrow(/access of post \/a: "admins"/);
    expect(() => operationAccess({ reads: true, writes: true }, 'post /a')).toThrow(/reads and writes both/);
  });

  it("places a resource's facts on its operations, and only buttons its screen has", () => {
    const services = (extra) => [
      {
        service: 'svc',
        resources: [{ path: 'thing', menu: '物品', area: 'work', submit: 'submit', remove: 'ids', actions: [], ...extra }],
        operations: [],
      },
    ];
    const menu = { areas: [{ code: 'work', path: '/work' }], icons: {} };
    const paths = () => ({
      svc: {
        '/svc/thing/submit': { post: { 'x-blade-resource': { resource: 'svc/thing', role: 'submit' } } },
        '/svc/thing/import-thing': { post: { summary: '导入' } },
      },
    });
    const written = paths();
    applyResourceAccess(services({ access: 'tenantAdmin', buttonFor: { 'import-thing': 'add' } }), menu, written);
    expect(written.svc['/svc/thing/submit'].post['x-blade-resource']).toEqual({
      resource: 'svc/thing',
      role: 'submit',
      access: 'tenantAdmin',
      buttonFor: { 'import-thing': 'add' },
    });
    expect(() => applyResourceAccess(services({ adminButtons: ['reset'] }), menu, paths())).toThrow(/adminButtons reset are not buttons/);
    expect(() => applyResourceAccess(services({ buttonFor: { approve: 'add' } }), menu, paths())).toThrow(/buttonFor approve/);
    expect(() => applyResourceAccess(services({ access: 'everyone' }), menu, paths())).toThrow(/access "everyone"/);
  });
});

describe('a fact added to a copy of the catalog', () => {
  it('reaches the bundle and the reader with no other edit', { timeout: 180_000 }, () => {
    const anchor = '    menu: 维修单\n';
    const copy = buildEditedCopy({
      'catalog/eim-repair.yaml': [[anchor, `${anchor}    access: tenantAdmin\n    buttonFor: { repeal: edit }\n`]],
    });
    try {
      const copied = readAccess(copy.bundle);
      expect(resources['eim-repair/repairorder']).toBeUndefined();
      expect(copied.resources['eim-repair/repairorder']).toEqual({ access: 'tenantAdmin', buttonFor: { repeal: 'edit' } });
      expect(copied.operations['POST /eim-repair/repairorder/save']).toEqual({ access: 'tenantAdmin' });
      expect(copied.operations['POST /eim-repair/repairorder/repeal']).toEqual({ access: 'tenantAdmin' });
      expect(copied.operations['GET /eim-repair/repairorder/page']).toBeUndefined();
      // nothing else moved
      const others = (read) => Object.fromEntries(Object.entries(read).filter(([k]) => !k.includes('eim-repair/repairorder')));
      expect(others(copied.operations)).toEqual(operations);
      expect(others(copied.resources)).toEqual(resources);
    } finally {
      copy.remove();
    }
  });
});
