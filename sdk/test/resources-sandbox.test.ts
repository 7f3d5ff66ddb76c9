// Every standard resource of the contract through blade.resource(), against the stateful sandbox
// signed in as the platform administrator: the list answers its shape, the detail of a listed
// record is that record, a submitted record appears in the list and a removed one leaves it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createBladeClient, isResourcePath, memoryStorage, type BladeClient, type UntypedResource } from '../src/index';
// @ts-expect-error plain ESM helpers without types
import { BUNDLE, REPO, freePort, startProcess, waitForHttp } from '../../scripts/lib/servers.mjs';
import { readResources, readSublists, type BladeResourceRoutes as Routes } from '../../contract/lib/resources.mjs';

type Row = Record<string, unknown>;
type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = parse(readFileSync(BUNDLE, 'utf8'), { maxAliasCount: -1 }) as Schema;
const resources = Object.values(readResources(doc));
// Records kept on a record's tab (x-blade-sublist offers) must name a parent the caller sees.
const keptOnTabs = readSublists(doc).filter((s) => s.offers?.length && s.resource && s.field);
const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref
    ? resolve(
        s.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce((n: Schema, k: string) => n[k], doc),
      )
    : s;

/** An entity's properties, own and inherited. */
function propsOf(schema: Schema | undefined, out: Record<string, Schema> = {}): Record<string, Schema> {
  const s = resolve(schema);
  for (const part of s?.allOf ?? []) propsOf(part, out);
  for (const [k, v] of Object.entries(s?.properties ?? {})) out[k] = resolve(v as Schema) ?? {};
  return out;
}

/** A new record: the submit's example without its key, and a marker in a plain text field to find it by. */
function newRecord(r: Routes, n: number): { body: Row; field: string; marker: string } | undefined {
  const op = doc.paths[r.submit!.path][r.submit!.method];
  const example = { ...(op.requestBody?.content?.['application/json']?.example ?? {}) } as Row;
  const entity = resolve(doc.components.schemas[r.entity ?? '']);
  const props = propsOf(entity);
  const required: string[] = entity?.['x-blade-required'] ?? [];
  const plain = (k: string) =>
    props[k]?.type === 'string' &&
    !props[k]?.enum &&
    !props[k]?.format &&
    !props[k]?.pattern &&
    ![r.key, 'id', 'tenantId', 'parentId', 'password'].includes(k);
  const field = [...required, ...Object.keys(props)].find(plain);
  if (!field) return undefined;
  for (const k of [r.key, 'id', 'createTime', 'updateTime']) delete example[k];
  const marker = `sdk-sweep-${n}`;
  // An id is the server's to give; another key (a region's code) is the caller's.
  const key = r.key === 'id' ? {} : { [r.key]: `99${String(n).padStart(4, '0')}` };
  return { body: { ...example, ...key, [field]: marker }, field, marker };
}

let sandbox: { stop: () => Promise<void>; output: () => string };
let blade: BladeClient;

beforeAll(async () => {
  const port = await freePort();
  sandbox = startProcess(`${REPO}/node_modules/.bin/tsx`, ['mock-server/src/main.ts', '--port', String(port)]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/__sandbox/health`, 120000);
  blade = createBladeClient({ baseUrl: `${url}/api`, storage: memoryStorage() });
  await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
}, 150000);
afterAll(() => sandbox?.stop());

/** The whole list (a page of up to 1000, or the array an unpaged list answers). */
const everything = (resource: UntypedResource) => resource.page({ current: 1, size: 1000 });

describe('every standard resource through blade.resource() against the sandbox', () => {
  it('lists, reads, submits and removes with the contract routes', async () => {
    const problems: string[] = [];
    const counts = { list: 0, detail: 0, submit: 0, remove: 0 };
    let n = 0;
    for (const r of resources) {
      if (!isResourcePath(r.path)) throw new Error(`${r.path} is not in the SDK's resources: regenerate`);
      const resource = blade.anyResource(r.path);
      const where = (step: string, e: unknown) => problems.push(`${r.name} ${step}: ${e instanceof Error ? e.message : String(e)}`);
      if (!r.list) continue;
      try {
        const page = await resource.page({ current: 1, size: 10 });
        expect(Array.isArray(page.records)).toBe(true);
        expect(page.total).toBeGreaterThanOrEqual(page.records.length);
        counts.list++;
        const listed = page.records[0];
        if (r.detail && listed) {
          const detail = await resource.detail(String(listed[resource.detailKey]));
          if (detail?.[resource.key] !== listed[resource.key])
            where('detail', `asked ${String(listed[resource.detailKey])}, got key ${String(detail?.[resource.key])}`);
          else counts.detail++;
        }
        const record = r.submit ? newRecord(r, ++n) : undefined;
        let created: Row | undefined;
        // A record of a tab names a real parent (the first of the parent's list), as its tab sends it.
        for (const s of keptOnTabs.filter((x) => x.resource === r.name && record)) {
          const of = `/${s.of}`;
          if (!isResourcePath(of)) throw new Error(`${of} is not in the SDK's resources: regenerate`);
          const parent = blade.anyResource(of);
          const [first] = (await parent.page({ current: 1, size: 1 })).records;
          if (first) record!.body[s.field!] = first[s.by ?? parent.key];
        }
        if (record) {
          await resource.submit(record.body);
          created = (await everything(resource)).records.find((row) => row[record.field] === record.marker);
          if (!created) where('submit', `no record with ${record.field}=${record.marker} in the list after submit`);
          else counts.submit++;
        }
        // Remove the record just made, else (a resource one cannot add to) the first one listed.
        const victim = created ?? (record ? undefined : listed);
        if (r.remove && victim) {
          await resource.remove([String(victim[resource.removeKey])]);
          const left = (await everything(resource)).records.some((row) => row[resource.key] === victim[resource.key]);
          if (left) where('remove', `${String(victim[resource.key])} is still listed`);
          else counts.remove++;
        }
      } catch (e) {
        where('call', e);
      }
    }
    console.log(`resources through blade.resource(): ${JSON.stringify(counts)} of ${resources.length}`);
    expect(problems).toEqual([]);
    // Every resource with a list had each of its routes called and checked (the seed lists a record of each).
    const listed = resources.filter((r) => r.list);
    const having = (role: 'detail' | 'submit' | 'remove') => listed.filter((r) => r[role]).length;
    expect(counts).toEqual({ list: listed.length, detail: having('detail'), submit: having('submit'), remove: having('remove') });
    expect(listed.length).toBeGreaterThanOrEqual(200);
  }, 120000);
});
