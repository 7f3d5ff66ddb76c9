// A fact is written once, in the contract's catalog, and every reader follows it: this builds the
// contract from a temporary copy of the catalog with four facts more (a search field and a column
// on param's screen, a field a new OAuth client must carry, a button code on param's menu) and finds
// each of them in the console's derived screens, the SDK's operation map and the sandbox's answers,
// with no other edit. The committed catalog has none of the four (checked first, so the test cannot
// pass on facts that were already there).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO } from '../lib/servers.mjs';
import { buildEditedCopy } from '../../contract/test/catalog-copy.mjs';
import { menuLeafFacts } from '../../console/scripts/derive/screens.mjs';
import { readBodies } from '../../sdk/scripts/operation-map.mjs';
import { buildSandbox } from '../../mock-server/src/app.ts';
import { indexContract } from '../../mock-server/src/contract.ts';
import { Client } from '../../mock-server/test/helpers.ts';

/** The four facts, each an edit of one line of the catalog. */
const EDITS = [
  ['    searchForm: [paramName, paramKey, remark]', '    searchForm: [paramName, paramKey, paramValue, remark]'],
  [
    '      webServerRedirectUri: { type: string, title: "回调地址"',
    '      webServerRedirectUri: { required: true, type: string, title: "回调地址"',
  ],
  ['    menu: 参数管理\n', '    menu: 参数管理\n    buttons: [add, edit, delete, view, refresh]\n'],
  ['remark 200, createTime 170]', 'remark 200, createTime 170, updateTime 170]'],
];

const committed = parse(readFileSync(join(REPO, 'contract/dist/openapi.yaml'), 'utf8'), { maxAliasCount: -1 });
let copy;
let edited;

const leaf = (doc, path) => menuLeafFacts(doc).find((l) => l.path === path);
const clientSubmit = (doc) => Object.values(readBodies(doc)).find((b) => b.key === 'id' && 'clientSecret' in b.fields);

beforeAll(() => {
  copy = buildEditedCopy({ 'catalog/blade-system.yaml': EDITS });
  edited = copy.bundle;
}, 120_000);
afterAll(() => copy?.remove());

describe('a fact added to the catalog', () => {
  it("reaches the console's derived screens: param's search form, columns and buttons, the client form's required fields", () => {
    expect(leaf(committed, '/system/param').search).not.toContain('paramValue');
    expect(leaf(edited, '/system/param').search).toEqual(['paramName', 'paramKey', 'paramValue', 'remark']);
    expect(leaf(committed, '/system/param').buttons).not.toContain('param_refresh');
    expect(leaf(edited, '/system/param').buttons).toContain('param_refresh');
    // A column the server fills in is listed, never typed in.
    const updated = (doc) => leaf(doc, '/system/param').columns.find((c) => c.prop === 'updateTime');
    expect(updated(committed)).toBeUndefined();
    expect(updated(edited)).toEqual({ prop: 'updateTime', width: 170, readOnly: true });
    expect(leaf(committed, '/system/client').required).not.toContain('webServerRedirectUri');
    expect(leaf(edited, '/system/client').required).toContain('webServerRedirectUri');
  });

  it("reaches the SDK's operation map: the CLI checks a new client's body for the field", () => {
    expect(clientSubmit(committed).required).not.toContain('webServerRedirectUri');
    expect(clientSubmit(edited).required).toContain('webServerRedirectUri');
  });

  // The sandbox seeds a whole store first: seconds on a busy machine.
  it("reaches the sandbox: it refuses a new client without the field and grants param's new button", { timeout: 60_000 }, async () => {
    const sandbox = await buildSandbox({ contract: indexContract(edited) });
    try {
      const admin = new Client(await sandbox.listen(0));
      expect((await admin.signIn('000000', 'admin', 'admin')).body.access_token).toBeTruthy();
      const client = { clientId: 'one-source', clientSecret: 's', scope: 'all', authorizedGrantTypes: 'password' };
      const refused = await admin.post('/blade-system/client/submit', { ...client, accessTokenValidity: 3600, refreshTokenValidity: 7200 });
      expect({ status: refused.status, msg: refused.body.msg }).toEqual({
        status: 400,
        msg: expect.stringContaining('webServerRedirectUri'),
      });
      const buttons = JSON.stringify((await admin.get('/blade-system/menu/buttons')).body.data);
      expect(buttons).toContain('"param_refresh"');
    } finally {
      await sandbox.close();
    }
  });
});
