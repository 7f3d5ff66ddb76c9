// A search field the console shows must be a query parameter the contract's list declares: a field
// the list does not take is ignored by BladeX when it binds the entity (the search looks broken) or
// drifts from the contract unseen (params once searched by remark, which param/list did not name).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blade } from '@/lib/blade';
import { isResource, loadAllScreens } from '@/screens/registry';

type Parameter = { name?: string; in?: string; $ref?: string };
const bundle = parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../contract/dist/openapi.yaml'), 'utf8'), {
  maxAliasCount: -1,
});

/** The query parameter names of an operation ("GET /blade-system/param/list"), $refs resolved. */
function queryParams(operation: string): string[] {
  const [method, path] = operation.split(' ') as [string, string];
  const params: Parameter[] = bundle.paths[path]?.[method.toLowerCase()]?.parameters ?? [];
  return params
    .map((p) => (p.$ref ? (bundle.components.parameters[p.$ref.split('/').pop()!] as Parameter) : p))
    .filter((p) => p.in === 'query')
    .map((p) => p.name!);
}

/** The operation of another list a screen names (its method as the contract has it). */
function listOperation(path: string | undefined): string | undefined {
  const item = path ? bundle.paths[path] : undefined;
  return item ? `${item.get ? 'GET' : 'POST'} ${path}` : undefined;
}

describe('search fields', () => {
  it("are each a query parameter of the screen's list in the contract", async () => {
    const defs = (await loadAllScreens()).filter(isResource);
    const undeclared: string[] = [];
    let checked = 0;
    for (const def of defs) {
      const operation = listOperation(def.api?.list) ?? blade.anyResource(def.path).operation('list');
      if (!operation) continue;
      const declared = new Set(queryParams(operation));
      for (const c of def.columns.filter((col) => col.search)) {
        checked++;
        if (!declared.has(c.prop)) undeclared.push(`${def.menuPath}: ${c.prop} (${operation})`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });
});
