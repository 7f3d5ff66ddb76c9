// The facts of shared/spec/bladex-wire.md's last section ("Checked against BladeX 2.9.0's source")
// held as a table and checked against the bundled contract, so a fact that drifts fails here. A row
// names a route and what BladeX says of it: its parameters and where they go, the keys its answer
// carries (or must not), which of them are numbers, how its list matches, that it does not exist.
// Rows in `pending` are facts other work has yet to make true: each must still fail, so one that
// has come true fails the test until it is taken out of `pending`.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../lib/model.mjs';
import { readBladeOperations } from '../lib/resources.mjs';

const bundle = parse(readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'), { maxAliasCount: -1 });
const resolve = (node) =>
  node?.$ref
    ? node.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((k) => k.replace(/~1/g, '/'))
        .reduce((n, k) => n?.[k], bundle)
    : node;
const BASE = ['createUser', 'createDept', 'createTime', 'status'];
const LABELS = { Dept: ['deptCategoryName'], Menu: ['categoryName', 'actionName', 'isOpenName'] };

/**
 * route: 'METHOD /path'. params: name -> query | path | body | multipart. keys: answer keys it
 * carries (`only`: and no others); absent: keys it must not carry; numbers: keys that are numbers;
 * status: the answer's HTTP status (default 200); media: its content type; match: exact | like
 * (x-blade-resource list); gone: BladeX has no such route.
 */
const FACTS = [
  // Lists bound to the entity match exactly; lists bound to a Map match by LIKE (blade-tool Condition, SqlKeyword).
  ...[
    '/blade-system/post/list',
    '/blade-resource/oss/list',
    '/blade-resource/sms/list',
    '/blade-resource/attach/list',
    '/blade-system/client/list',
    '/blade-develop/datasource/list',
    '/blade-system/topmenu/list',
    '/blade-system/tenant-package/list',
    '/blade-system/data-scope/list',
    '/blade-system/api-scope/list',
    '/blade-system/region/list',
    '/blade-user/page',
  ].map((path) => ({ route: `GET ${path}`, match: 'exact' })),
  ...[
    '/blade-system/param/list',
    '/blade-desk/notice/list',
    '/blade-system/tenant/list',
    '/blade-system/dict/parent-list',
    '/blade-develop/code/list',
    '/blade-log/usual/list',
    '/blade-log/api/list',
    '/blade-log/error/list',
    '/blade-flow/model/list',
    '/blade-report/report/rest/list',
  ].map((path) => ({ route: `GET ${path}`, match: 'like' })),
  { route: 'GET /blade-user/list', params: { account: 'query', realName: 'query' } },
  // Answers that are not R.status (MenuController, DeptController); R.status is data {}.
  { route: 'POST /blade-system/menu/submit', keys: ['id'], only: true },
  { route: 'POST /blade-system/dept/submit', keys: ['id', 'tenantId', 'deptCategoryName'], only: true },
  { route: 'POST /blade-system/param/remove', params: { ids: 'query' }, keys: [], only: true },
  // Dictionaries: every descendant, DictMapper.getList's columns, isSealed/isDeleted -1 allowed.
  ...['dict', 'dict-biz'].map((kind) => ({
    route: `GET /blade-system/${kind}/dictionary`,
    params: { code: 'query' },
    keys: ['id', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'remark', 'isSealed', 'isDeleted'],
    numbers: ['sort', 'isSealed', 'isDeleted'],
    minusOne: ['isSealed', 'isDeleted'],
    absent: BASE,
  })),
  { route: 'GET /blade-system/dict/dictionary-tree', params: { code: 'query' } },
  // blade-user/info: the UserVO, not the token's names (UserController#info).
  {
    route: 'GET /blade-user/info',
    keys: [
      'id',
      'account',
      'name',
      'realName',
      'avatar',
      'email',
      'phone',
      'sex',
      'roleId',
      'deptId',
      'postId',
      'roleName',
      'deptName',
      'tenantName',
      'userExt',
    ],
    absent: ['user_id', 'userName', 'role_name'],
    numbers: ['sex'],
  },
  { route: 'GET /blade-user/platform-detail', params: { id: 'query' }, keys: ['userType', 'userExt'] },
  // Entities without base fields, or with base fields but no tenantId; VO labels (the wrappers).
  {
    route: 'GET /blade-system/dept/detail',
    keys: ['id', 'tenantId', 'deptCategory', ...LABELS.Dept],
    absent: BASE,
    numbers: ['deptCategory'],
  },
  { route: 'GET /blade-system/role/detail', keys: ['id', 'tenantId', 'roleName'], absent: BASE },
  { route: 'GET /blade-system/menu/detail', keys: ['id', ...LABELS.Menu], absent: [...BASE, 'tenantId'] },
  { route: 'GET /blade-system/dict/detail', keys: ['id', 'code'], absent: [...BASE, 'tenantId'] },
  { route: 'GET /blade-system/dict-biz/detail', keys: ['id', 'code', 'tenantId'], absent: BASE },
  { route: 'GET /blade-system/region/detail', keys: ['code', 'parentCode'], absent: [...BASE, 'id'] },
  { route: 'GET /blade-develop/code/detail', keys: ['id', 'codeName'], absent: BASE },
  { route: 'GET /blade-flow/model/list', keys: ['id'], absent: BASE },
  // blade-tool's LogAbstract does carry createTime (and createBy), unlike the other entities above.
  ...['usual', 'api', 'error'].map((log) => ({
    route: `GET /blade-log/${log}/detail`,
    keys: ['id', 'createBy', 'createTime'],
    absent: ['createUser', 'createDept', 'status', 'tenantId'],
  })),
  ...[
    '/blade-system/param',
    '/blade-system/tenant-package',
    '/blade-develop/datasource',
    '/blade-system/client',
    '/blade-system/api-scope',
    '/blade-system/data-scope',
  ].map((path) => ({ route: `GET ${path}/detail`, keys: ['id', 'createUser', 'createTime', 'status'], absent: ['tenantId'] })),
  {
    route: 'GET /blade-system/tenant/detail',
    keys: ['tenantId', 'domain', 'createTime', 'accountNumber'],
    absent: ['domainUrl'],
    numbers: ['accountNumber', 'packageId', 'datasourceId'],
  },
  { route: 'GET /blade-system/post/detail', keys: ['categoryName'] },
  { route: 'GET /blade-resource/oss/detail', keys: ['categoryName', 'statusName'] },
  { route: 'GET /blade-resource/sms/detail', keys: ['categoryName', 'statusName'] },
  { route: 'GET /blade-system/api-scope/detail', keys: ['scopeTypeName'] },
  { route: 'GET /blade-system/data-scope/detail', keys: ['scopeTypeName'] },
  { route: 'GET /blade-system/topmenu/detail', keys: ['code', 'name'], absent: ['path'] },
  // Token refusals are Spring OAuth2's, not R.
  { route: 'POST /blade-auth/oauth/token', status: 400, keys: ['error', 'error_description'], only: true },
  // Routes other work brings (top menus, tenants, files, regions, workflow).
  { route: 'POST /blade-system/topmenu/grant', params: { topMenuIds: 'body', menuIds: 'body' } },
  { route: 'GET /blade-system/tenant/package-detail', params: { tenantId: 'query' }, keys: ['packageName', 'menuId'] },
  { route: 'GET /blade-system/tenant-package/select', keys: ['id', 'packageName'] },
  {
    route: 'POST /blade-resource/oss/endpoint/put-file',
    params: { file: 'multipart' },
    keys: ['link', 'domain', 'name', 'originalName'],
    absent: ['attachId'],
  },
  {
    route: 'POST /blade-resource/oss/endpoint/put-file-attach',
    params: { file: 'multipart' },
    keys: ['link', 'domain', 'name', 'originalName', 'attachId'],
  },
  { route: 'GET /blade-resource/attach/detail', keys: ['domain', 'link'], absent: ['domainUrl'] },
  { route: 'GET /blade-system/region/export-region', media: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { route: 'GET /blade-system/region/export-template', media: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { route: 'GET /blade-flow/manager/list', params: { category: 'query', mode: 'query' }, noParams: ['name', 'key'] },
  { route: 'GET /blade-flow/work/start-list', params: { category: 'query', mode: 'query' }, noParams: ['name', 'key'] },
  { route: 'POST /blade-flow/manager/check-upload', params: { file: 'multipart' }, keys: ['name', 'success'] },
  { route: 'GET /blade-flow/process/resource-view', params: { processDefinitionId: 'query' } },
  { route: 'GET /blade-flow/process/diagram-view', params: { processInstanceId: 'query' } },
  {
    route: 'GET /blade-flow/follow/list',
    params: { processInstanceId: 'query', processDefinitionKey: 'query' },
    keys: ['id', 'processInstanceId', 'processDefinitionKey', 'suspensionState', 'startUser', 'taskDefinitionKey'],
  },
  { route: 'GET /blade-flow/model/detail', gone: true },
  { route: 'POST /blade-flow/model/submit', gone: true },
  { route: 'POST /blade-log/error/upload', gone: true },
  // Not a row: POST /blade-auth/oauth/token/refresh is no BladeX route either, but spec §7 names it
  // (the stock console's mock layer), so the contract keeps it, described as that.
];

/** Rows other work has yet to make true (emptied when it lands): each must still fail. */
const pending = [];

const nameOf = (fact) => `${fact.route}${fact.match ? ` match ${fact.match}` : ''}`;

/** Every property of a schema, through allOf, oneOf and $refs: name -> schema. */
function propertiesOf(schema, out = {}) {
  const s = resolve(schema);
  if (!s) return out;
  for (const [k, v] of Object.entries(s.properties ?? {})) out[k] ??= resolve(v);
  // The last allOf part first: an operation's part narrows a shared one (Page's records: items {}).
  for (const part of [...(s.allOf ?? [])].reverse().concat(s.oneOf ?? [])) propertiesOf(part, out);
  return out;
}

/** The record an answer carries: R's data (a page's records, a list's items), or the raw body. */
function answerRecord(op, status) {
  const content = resolve(op.responses?.[status])?.content ?? {};
  const schema = resolve(content['application/json']?.schema);
  if (!schema) return { media: Object.keys(content)[0] };
  const enveloped = (schema.allOf ?? []).some((p) => p.$ref?.endsWith('/R'));
  let record = enveloped
    ? resolve(
        (schema.allOf ?? [])
          .map((p) => resolve(p).properties?.data)
          .filter(Boolean)
          .pop(),
      )
    : schema;
  if (propertiesOf(record).records) record = resolve(propertiesOf(record).records.items);
  if (record?.type === 'array') record = resolve(record.items);
  return { media: 'application/json', record };
}

const isNumber = (s) =>
  ['integer', 'number'].includes(s?.type) ||
  (s?.oneOf ?? s?.anyOf ?? []).some((x) => ['integer', 'number'].includes(resolve(x)?.type)) ||
  s?.['x-blade-long'];

/** The places of an operation's parameters: name -> query | path | header | body | multipart. */
function placesOf(op) {
  const places = {};
  for (const p of (op.parameters ?? []).map(resolve)) places[p.name] = p.in;
  for (const [media, content] of Object.entries(op.requestBody?.content ?? {})) {
    for (const name of Object.keys(propertiesOf(content.schema))) places[name] = media.startsWith('multipart/') ? 'multipart' : 'body';
  }
  return places;
}

/** What the contract says against one row: a list of problems, empty when the row holds. */
function problemsOf(fact) {
  const [method, path] = fact.route.split(' ');
  const op = bundle.paths?.[path]?.[method.toLowerCase()];
  if (fact.gone) return op ? ['BladeX has no such route, the contract has it'] : [];
  if (!op) return ['no such operation'];
  const out = [];
  const places = placesOf(op);
  for (const [name, place] of Object.entries(fact.params ?? {}))
    if (places[name] !== place) out.push(`${name} is ${places[name] ?? 'absent'}, not ${place}`);
  for (const name of fact.noParams ?? []) if (places[name]) out.push(`takes ${name}, which BladeX does not`);
  if (fact.match) {
    const list = readBladeOperations(bundle).find((o) => o.method === method.toLowerCase() && o.path === path && o.role === 'list');
    if (list?.match !== fact.match) out.push(`matches ${list?.match ?? 'unsaid'}, not ${fact.match}`);
  }
  const { media, record } = answerRecord(op, String(fact.status ?? 200));
  if (fact.media && media !== fact.media) out.push(`answers ${media}, not ${fact.media}`);
  const props = propertiesOf(record);
  for (const k of fact.keys ?? []) if (!props[k]) out.push(`answer lacks ${k}`);
  for (const k of fact.absent ?? []) if (props[k]) out.push(`answer carries ${k}`);
  if (fact.only) {
    const extra = Object.keys(props).filter((k) => !fact.keys.includes(k));
    if (extra.length || (fact.keys.length === 0 && record?.maxProperties !== 0))
      out.push(`answer carries ${extra.join(', ') || 'any key'} beside ${fact.keys.join(', ') || 'nothing'}`);
  }
  for (const k of fact.numbers ?? []) if (props[k] && !isNumber(props[k])) out.push(`${k} is not a number`);
  for (const k of fact.minusOne ?? []) if (props[k]?.enum && !props[k].enum.includes(-1)) out.push(`${k} does not allow -1`);
  return out;
}

describe('the contract against BladeX 2.9.0 (bladex-wire.md, last section)', () => {
  it('lists each pending row once, each a row of the table', () => {
    const names = FACTS.map(nameOf);
    expect(pending.filter((p) => !names.includes(p))).toEqual([]);
    expect(new Set(pending).size).toBe(pending.length);
  });

  for (const fact of FACTS) {
    const name = nameOf(fact);
    if (pending.includes(name)) {
      it(`${name}: still pending (take it out of pending once true)`, () => {
        expect(problemsOf(fact).length, `${name} now holds: remove it from pending`).toBeGreaterThan(0);
      });
    } else {
      it(name, () => expect(problemsOf(fact)).toEqual([]));
    }
  }
});
