#!/usr/bin/env node
// Signs in with the SDK and exports every page of a resource list to CSV (UTF-8 with BOM for Excel).
// Usage: node scripts/export-list-csv.mjs --base http://localhost:4010 --resource /blade-system/param [--out params.csv] [--size 100]
// Credentials: BLADE_TENANT, BLADE_USER, BLADE_PASSWORD (default 000000 / admin / admin). Builds the SDK first when
// sdk/dist is missing or stale (a fresh clone).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureSdkDist } from './lib/sdk-dist.mjs';

ensureSdkDist();
const { createBladeClient, memoryStorage } = await import('@dasha/sdk');

const { values: args } = parseArgs({
  options: { base: { type: 'string', default: 'http://localhost:4010' }, resource: { type: 'string' }, out: { type: 'string' }, size: { type: 'string', default: '100' } },
});
if (!args.resource) {
  console.error('usage: export-list-csv.mjs --base <url> --resource /service/resource [--out file.csv] [--size 100]');
  process.exit(2);
}

const blade = createBladeClient({ baseUrl: args.base, storage: memoryStorage(), onError: (e) => console.error(`error ${e.code}: ${e.message}`) });
const env = process.env;
await blade.auth.signIn({ tenantId: env.BLADE_TENANT ?? '000000', username: env.BLADE_USER ?? 'admin', password: env.BLADE_PASSWORD ?? 'admin' });

/** Every record of the list, page by page (a non-paged list answers everything at once). */
async function allRecords(resource, size) {
  const records = [];
  for (let current = 1; ; current++) {
    const page = await resource.page({ current, size });
    records.push(...page.records);
    if (page.records.length < size || records.length >= page.total) return records;
  }
}

const cell = (v) => {
  const text = v == null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const records = await allRecords(blade.resource(args.resource), Number(args.size));
const columns = [...new Set(records.flatMap((r) => Object.keys(r)))];
const csv = '\ufeff' + [columns, ...records.map((r) => columns.map((c) => r[c]))].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
if (args.out) writeFileSync(args.out, csv);
else process.stdout.write(csv);
console.error(`${records.length} records of ${args.resource}${args.out ? ` -> ${args.out}` : ''}`);
await blade.auth.signOut();
