// BladeX's 19-digit Longs written as bare JSON numbers (a tenant's packageId): read as the string of
// their digits, written back as the same bare number, byte for byte.
import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson } from './lossless-json';
import { makeClient } from './testing/helpers';

const TENANT =
  '{"code":200,"success":true,"data":{"id":"1123598815738675201","tenantName":"管理组","accountNumber":-1,"packageId":1123598815738675299,"datasourceId":1123598815738675311,"ratio":1.5,"note":"编号 1234567890123456789 与 \\"x\\":1234567890123456789"},"msg":"操作成功"}';

describe('lossless JSON', () => {
  it('keeps an integer beyond 2^53 as its digits and leaves every other value as JSON.parse reads it', () => {
    const body = parseJson(TENANT) as { data: Record<string, unknown> };
    expect(body.data.packageId).toBe('1123598815738675299');
    expect(body.data.datasourceId).toBe('1123598815738675311');
    expect(body.data.accountNumber).toBe(-1);
    expect(body.data.ratio).toBe(1.5);
    expect(body.data.note).toBe('编号 1234567890123456789 与 "x":1234567890123456789');
    expect(parseJson('[9007199254740991, -9007199254740993, 1e21, 12345678901.5]')).toEqual([
      9007199254740991,
      '-9007199254740993',
      1e21,
      12345678901.5,
    ]);
  });

  it('writes the Long fields back as bare numbers: parse then stringify gives the same bytes', () => {
    expect(stringifyJson(parseJson(TENANT), ['packageId', 'datasourceId'])).toBe(TENANT);
  });

  it('writes only digit strings under the named keys as numbers', () => {
    const value = {
      packageId: '1123598815738675299',
      menuId: '1123598815738675299',
      datasourceId: '',
      tenant: { packageId: '7' },
      name: 'packageId',
    };
    expect(stringifyJson(value, ['packageId', 'datasourceId'])).toBe(
      '{"packageId":1123598815738675299,"menuId":"1123598815738675299","datasourceId":"","tenant":{"packageId":7},"name":"packageId"}',
    );
    expect(stringifyJson({ packageId: '0012' }, ['packageId'])).toBe('{"packageId":"0012"}');
  });
});

describe('the client with 19-digit Longs', () => {
  it("reads a tenant's packageId with every digit and saves it back as the same bare number", async () => {
    const sent: string[] = [];
    const { blade } = makeClient(async (request) => {
      if (request.method === 'POST') sent.push(await request.text());
      return new Response(request.method === 'POST' ? '{"code":200,"success":true,"data":true,"msg":"操作成功"}' : TENANT, {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const tenant = (await blade.call(
      blade.api.GET('/blade-system/tenant/detail', { params: { query: { id: '1123598815738675201' } } }),
    )) as Record<string, unknown>;
    expect(tenant.packageId).toBe('1123598815738675299');
    await blade.call(blade.api.POST('/blade-system/tenant/submit', { body: { ...tenant, tenantName: '管理组二' } as never }));
    expect(sent[0]).toContain('"packageId":1123598815738675299,"datasourceId":1123598815738675311');
    expect(sent[0]).toContain('"id":"1123598815738675201"');
  });

  it("leaves a body field that is not a Long a string (a package's comma-joined menuId)", async () => {
    const sent: string[] = [];
    const { blade } = makeClient(async (request) => {
      sent.push(await request.text());
      return new Response('{"code":200,"success":true,"data":true,"msg":"操作成功"}', { headers: { 'Content-Type': 'application/json' } });
    });
    await blade.call(
      blade.api.POST('/blade-system/tenant-package/submit', { body: { packageName: '基础包', menuId: '1123598815738675299' } as never }),
    );
    expect(sent[0]).toBe('{"packageName":"基础包","menuId":"1123598815738675299"}');
  });
});
