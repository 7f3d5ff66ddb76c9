// The sandbox on its own (no Prism): token expiry, fault injection, reset, persistence to a data
// file, and the PNG encoder behind the captcha.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaPng } from '../src/captcha.ts';
import { readZip } from '../src/zip.ts';
import { writeSheet, XLSX_MIME } from '../src/xlsx.ts';
import { Client, startStack, type Stack } from './helpers.ts';

let stacks: Stack[] = [];
const start = async (options = {}) => {
  const s = await startStack(options);
  stacks.push(s);
  return s;
};
afterEach(async () => {
  await Promise.all(stacks.map((s) => s.stop()));
  stacks = [];
});

describe('the sandbox alone', () => {
  it('expires access tokens', async () => {
    const s = await start({ tokenTtlSeconds: 1 });
    const c = new Client(s.url);
    await c.signIn('000000', 'admin', 'admin');
    expect((await c.get('/api/blade-system/param/list')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await c.get('/api/blade-system/param/list');
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
  });

  it('serves the user service under both its spellings (blade-user and blade_user)', async () => {
    const s = await start();
    const c = new Client(s.url);
    await c.signIn('000000', 'admin', 'admin');
    const dashed = await c.get('/api/blade-user/info');
    const underscored = await c.get('/api/blade_user/info');
    expect(dashed.status).toBe(200);
    expect(underscored.status).toBe(200);
    expect(underscored.body.data).toEqual(dashed.body.data);
    expect(underscored.body.data.account).toBe('admin');
    // Only that service: another underscored name is no alias.
    expect((await c.get('/api/blade_system/param/list')).status).toBe(404);
  });

  it("answers a server order's source materials as one zip (downFileToZip), for an order of the caller's tenant only", async () => {
    const s = await start();
    const c = new Client(s.url);
    await c.signIn('000000', 'admin', 'admin');
    const state = s.sandbox.state;
    const rowsOf = (name: string) => state.store.rows('000000', state.resources.get(name)!.table);
    const order = rowsOf('red-sale/saleserverorder')[1]!;
    const materials = rowsOf('red-sale/saleserverordersourcematerial').filter((m) => String(m.serverOrderId) === String(order.id));
    expect(materials.length).toBeGreaterThan(0); // seeded under their orders (x-blade-sublist)
    const a = await c.get('/api/red-sale/saleserverordersourcematerial/downFileToZip', { serverOrderId: String(order.id) });
    expect(a.status).toBe(200);
    expect(a.type).toBe('application/zip');
    const files = readZip(a.bytes);
    expect(files).toHaveLength(materials.length);
    expect(files.map((f) => f.data.toString('utf8'))).toEqual(materials.map((m) => `[InternetShortcut]\r\nURL=${String(m.fileUrl)}\r\n`));
    const other = new Client(s.url);
    await other.signIn('100001', 'admin', 'admin');
    expect((await other.get('/api/red-sale/saleserverordersourcematerial/downFileToZip', { serverOrderId: String(order.id) })).status).toBe(
      400,
    );
  });

  it("imports purchase orders from a workbook (uploadPurchaseOrder) by the contract's field titles, and refuses a sheet whole", async () => {
    const s = await start();
    const c = new Client(s.url);
    await c.signIn('000000', 'admin', 'admin');
    const upload = (rows: string[][]) => {
      const form = new FormData();
      form.append('file', new Blob([writeSheet('采购订单', rows)], { type: XLSX_MIME }), '采购订单.xlsx');
      return c.call('POST', '/api/eim-purchase/purchaseorderinfo/uploadPurchaseOrder', { raw: form });
    };
    const orders = () => s.sandbox.state.store.rows('000000', s.sandbox.state.resources.get('eim-purchase/purchaseorderinfo')!.table);
    const before = orders().length;
    const ok = await upload([
      ['采购单号', '供应商名称', '订单金额'],
      ['IMP-001', '东莞金桥电子', '1200.5'],
      ['IMP-002', '佛山鑫达精密', '300'],
    ]);
    expect([ok.status, ok.body.success]).toEqual([200, true]);
    const imported = orders().filter((o) => String(o.purchaseNo).startsWith('IMP-'));
    expect(imported.map((o) => [o.purchaseNo, o.supplierName, o.totalAmount, o.status])).toEqual([
      ['IMP-001', '东莞金桥电子', 1200.5, 10],
      ['IMP-002', '佛山鑫达精密', 300, 10],
    ]);
    // A row without its number refuses the whole sheet; so does a sheet without the column.
    const missing = await upload([
      ['采购单号', '供应商名称'],
      ['IMP-003', '甲'],
      ['', '乙'],
    ]);
    expect([missing.status, missing.body.msg]).toEqual([400, '第 3 行缺少采购单号']);
    expect((await upload([['供应商名称'], ['甲']])).body.msg).toBe('Excel 表头须包含 采购单号');
    expect(orders().length).toBe(before + 2);
  });

  it('injects latency, errors and forced answers, and clears them', async () => {
    const s = await start({
      faults: [
        { path: '/blade-system/param/list', kind: 'html' },
        { path: '/blade-system/param/detail', kind: 'broken-json' },
        { path: '/blade-system/dict/*', kind: 'status', status: 500, times: 1 },
      ],
    });
    const c = new Client(s.url);
    await c.signIn('000000', 'admin', 'admin');
    const html = await c.get('/api/blade-system/param/list');
    expect(html.status).toBe(502);
    expect(html.type).toContain('text/html');
    const broken = await c.get('/blade-system/param/detail', { id: '1' });
    expect(broken.status).toBe(200);
    expect(broken.body).toBeUndefined();
    expect((await c.get('/blade-system/dict/dictionary', { code: 'sex' })).body).toMatchObject({
      code: 500,
      success: false,
      msg: '服务器异常',
    });
    expect((await c.get('/blade-system/dict/dictionary', { code: 'sex' })).status).toBe(200);
    await c.call('PUT', '/__sandbox/faults', { body: { latencyMs: 150, errorRate: 1 } });
    const t0 = Date.now();
    expect((await c.get('/blade-system/menu/routes')).status).toBe(500);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    await c.call('DELETE', '/__sandbox/faults');
    expect((await c.get('/blade-system/menu/routes')).status).toBe(200);
  });

  it('keeps state in a data file across restarts, and reset reseeds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    const dataFile = join(dir, 'state.json');
    const errors = vi.spyOn(console, 'error');
    try {
      const first = await start({ dataFile });
      const c = new Client(first.url);
      await c.signIn('000000', 'admin', 'admin');
      await c.post('/blade-system/param/submit', { paramName: '重启后仍在', paramKey: 'persist', paramValue: '1' });
      await first.stop();
      stacks = [];
      const second = await start({ dataFile });
      const d = new Client(second.url);
      await d.signIn('000000', 'admin', 'admin');
      expect((await d.get('/blade-system/param/list', { paramName: '重启后仍在' })).body.data.total).toBe(1);
      await d.post('/__sandbox/reset');
      await d.signIn('000000', 'admin', 'admin');
      expect((await d.get('/blade-system/param/list', { paramName: '重启后仍在' })).body.data.total).toBe(0);
      // Stopped before its folder goes: the pending write of the reset is flushed on close.
      await second.stop();
      stacks = [];
      await new Promise((r) => setTimeout(r, 250));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reset drops the sign-ins, unless asked to keep them (sessions=keep)', async () => {
    const c = new Client((await start()).url);
    await c.signIn('000000', 'admin', 'admin');
    await c.post('/blade-system/param/submit', { paramName: '重置后消失', paramKey: 'gone', paramValue: '1' });
    expect((await c.post('/__sandbox/reset?sessions=keep')).body).toMatchObject({ ok: true });
    const list = await c.get('/blade-system/param/list', { paramName: '重置后消失' });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(0);
    expect((await c.get('/blade-user/info')).body.data).toMatchObject({ account: 'admin' });
    await c.post('/__sandbox/reset');
    expect((await c.get('/blade-system/param/list')).status).toBe(401);
  });

  it('flushes a pending write on close and writes nothing after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    const dataFile = join(dir, 'state.json');
    const errors = vi.spyOn(console, 'error');
    try {
      const s = await start({ dataFile });
      const c = new Client(s.url);
      await c.signIn('000000', 'admin', 'admin');
      await c.post('/blade-system/param/submit', { paramName: '关闭前写入', paramKey: 'flush.on.close', paramValue: '1' });
      // Closed within the 200 ms debounce: the change is written by close, not by the timer.
      await s.stop();
      stacks = [];
      expect(readFileSync(dataFile, 'utf8')).toContain('flush.on.close');
      // Nothing writes once closed: a removed file stays removed, the folder's removal logs nothing.
      s.sandbox.state.changed();
      rmSync(dataFile);
      await new Promise((r) => setTimeout(r, 350));
      expect(existsSync(dataFile)).toBe(false);
      rmSync(dir, { recursive: true, force: true });
      s.sandbox.state.changed();
      await s.sandbox.close();
      await new Promise((r) => setTimeout(r, 250));
      expect(errors.mock.calls.filter((args) => String(args[0]).includes('could not write'))).toEqual([]);
    } finally {
      errors.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('encodes a captcha as a valid PNG with ink on it', () => {
    const png = captchaPng('AB23');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((width * 3 + 1) * height);
    const dark = [...raw].filter((v) => v < 120).length;
    expect(dark).toBeGreaterThan(200);
  });
});
