// Real English beside every Chinese text of the contract (lib/english.mjs, catalog/glossary-en.yaml):
// the glossary covers the catalog and the hand-written schemas with no dead terms, the bundle
// carries the English, and the generator puts it where the console reads it.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT, loadCatalog, loadComponentSchemas, loadMenuCatalog } from './model.mjs';
import { buildOperations } from './operations.mjs';
import { buildInferredSchemas } from './entities.mjs';
import { applyEnglish, loadGlossary } from './english.mjs';

const CJK = /[\u3400-\u9fff]/;
const bundle = parse(readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'), { maxAliasCount: -1 });
const operations = Object.values(bundle.paths).flatMap((item) => Object.values(item));

/** Every object with a Chinese `title` under `node` (examples skipped), with where it is. */
function chineseTitles(node, where, out = []) {
  if (Array.isArray(node)) node.forEach((n, i) => chineseTitles(n, `${where}/${i}`, out));
  else if (node && typeof node === 'object') {
    if (typeof node.title === 'string' && CJK.test(node.title)) out.push({ where, node });
    for (const [key, value] of Object.entries(node))
      if (key !== 'example' && key !== 'examples') chineseTitles(value, `${where}/${key}`, out);
  }
  return out;
}
const isEnglish = (text) => typeof text === 'string' && text.trim() === text && text.length > 0 && !CJK.test(text);

describe('English of the contract', () => {
  it('the glossary gives every Chinese text of the catalog and hand-written schemas its English, and holds no unused term', () => {
    const services = loadCatalog();
    const handWritten = loadComponentSchemas();
    const inferred = buildInferredSchemas(services, handWritten);
    const { pathsByService } = buildOperations(services, { handWritten, inferred, menu: loadMenuCatalog() });
    const { missing, unused } = applyEnglish({ inferred, pathsByService, services, handWritten }, loadGlossary());
    expect(missing, 'add these to contract/catalog/glossary-en.yaml (or x-title-en to the hand-written schema)').toEqual([]);
    expect(unused, 'terms nothing uses any more: remove them from contract/catalog/glossary-en.yaml').toEqual([]);
  });

  it('every Chinese title of a schema or parameter in the bundle carries its English (x-title-en)', () => {
    const titles = [...chineseTitles(bundle.components, '#/components'), ...chineseTitles(bundle.paths, '#/paths')];
    expect(titles.length).toBeGreaterThan(2000); // fields of ~200 entities, parameters and bodies
    expect(titles.filter(({ node }) => !isEnglish(node['x-title-en'])).map(({ where, node }) => `${where}: ${node.title}`)).toEqual([]);
  });

  it('every named state operation names its button in English (x-summary-en)', () => {
    const actions = operations.filter((op) => op['x-blade-resource']?.role === 'action');
    expect(actions.length).toBeGreaterThan(50);
    expect(actions.filter((op) => !isEnglish(op['x-summary-en'])).map((op) => `${op.operationId}: ${op.summary}`)).toEqual([]);
  });

  it('the menu answers name every area, screen and top menu in English (x-menu-en)', () => {
    const get = (path) => bundle.paths[path].get;
    const nodes = (list, out = []) => {
      for (const n of list) {
        if (Number(n.category ?? 1) !== 1) continue;
        out.push(n);
        nodes(n.children ?? [], out);
      }
      return out;
    };
    const routes = get('/blade-system/menu/routes');
    const menus = nodes(routes.responses['200'].content['application/json'].example.data);
    expect(menus.length).toBeGreaterThan(100);
    expect(menus.filter((n) => !isEnglish(routes['x-menu-en']?.[n.path])).map((n) => `${n.path} ${n.name}`)).toEqual([]);
    expect(routes['x-menu-en']['/repair/repairorder']).toBe('Repair orders');
    const top = get('/blade-system/menu/top-menu');
    const tops = top.responses['200'].content['application/json'].example.data;
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.filter((t) => !isEnglish(top['x-menu-en']?.[t.code])).map((t) => t.code)).toEqual([]);
  });

  it('reads the repair order in the business words, not its field names', () => {
    const props = bundle.components.schemas.RepairOrder.allOf[1].properties;
    expect(props.repairNo).toMatchObject({ title: '维修单号', 'x-title-en': 'Repair order no.' });
    expect(props.customerName).toMatchObject({ title: '报修人', 'x-title-en': 'Reported by' });
    expect(props.appointTime).toMatchObject({ title: '派单时间', 'x-title-en': 'Dispatched at' });
  });
});

describe('applyEnglish', () => {
  const glossary = () => ({
    titles: { 单号: 'No.', 报修人: 'Reported by', 多余: 'Spare' },
    screens: {},
    actions: { 派单: 'Dispatch' },
    overrides: { 'Thing.odd': 'Odd no.' },
    states: { 待派单: 'To dispatch' },
  });
  const fixture = () => ({
    inferred: {
      Thing: {
        allOf: [
          { $ref: '../BaseEntity.yaml' },
          {
            type: 'object',
            properties: {
              no: { type: 'string', title: '单号', example: 'x' },
              odd: { type: 'string', title: '单号' },
              own: { type: 'string', title: '自有', 'x-title-en': 'Own' },
              none: { type: 'string', title: '未知' },
              status: { type: 'integer', title: '单号', enum: [1, 2], 'x-enum-labels': { zh: { 1: '待派单', 2: '已封存' } } },
            },
          },
        ],
      },
    },
    pathsByService: {
      svc: {
        '/svc/thing/appoint': {
          post: {
            operationId: 'svcThingAppoint',
            summary: '派单 (只在待派单时)',
            'x-blade-resource': { role: 'action' },
            parameters: [{ name: 'who', in: 'query', schema: { type: 'string', title: '报修人' } }],
          },
        },
        '/svc/thing/other': { post: { operationId: 'svcThingOther', summary: '其他', 'x-blade-resource': { role: 'action' } } },
      },
    },
    services: [{ operations: [] }],
    handWritten: {
      Hand: { properties: { a: { type: 'string', title: '单号', 'x-title-en': 'Number' }, b: { type: 'string', title: '报修人' } } },
    },
  });

  it('takes an override, then the glossary; keeps inline English; reports what is missing or unused', () => {
    const model = fixture();
    const { missing, unused } = applyEnglish(model, glossary());
    const props = model.inferred.Thing.allOf[1].properties;
    expect(props.no).toEqual({ type: 'string', title: '单号', 'x-title-en': 'No.', example: 'x' });
    expect(Object.keys(props.no)).toEqual(['type', 'title', 'x-title-en', 'example']); // beside the title
    expect(props.odd['x-title-en']).toBe('Odd no.');
    expect(props.own['x-title-en']).toBe('Own');
    // A state's English from the glossary's states; one it lacks keeps its Chinese and is reported.
    expect(props.status['x-enum-labels'].en).toEqual({ 1: 'To dispatch', 2: '已封存' });
    const op = model.pathsByService.svc['/svc/thing/appoint'].post;
    expect(op.parameters[0].schema['x-title-en']).toBe('Reported by');
    expect(op['x-summary-en']).toBe('Dispatch');
    expect(missing).toEqual([
      'x-title-en: 单号  (src/components/schemas/Hand.yaml a says "Number", the glossary "No.")',
      'x-title-en: 报修人  (src/components/schemas/Hand.yaml b: Reported by)',
      'titles: 未知  (Thing.none)',
      'states: 已封存  (Thing.status state 2)',
      'actions: 其他  (svcThingOther summary)',
    ]);
    expect(unused).toEqual(['titles.多余']);
  });

  it('refuses a glossary with an unknown section or an English that is not English', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossary-'));
    const write = (text) => (writeFileSync(join(dir, 'g.yaml'), text), join(dir, 'g.yaml'));
    expect(() => loadGlossary(write('fields:\n  单号: No.\n'))).toThrow(/unknown section "fields"/);
    expect(() => loadGlossary(write('titles:\n  单号: 单号\n'))).toThrow(/titles\.单号 needs English text/);
    expect(() => loadGlossary(write('titles:\n  单号:\n'))).toThrow(/titles\.单号 needs English text/);
    expect(loadGlossary(write('titles:\n  单号: No.\n')).titles).toEqual({ 单号: 'No.' });
  });
});
