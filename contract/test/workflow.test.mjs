// The workflow's shapes as BladeX and its Saber pages use them: the process diagram is an image,
// categories travel as flow_<key of the flow dictionary>, the leave's taskUser is a bare user id
// and its detail carries the process (flow), and the flow screens' buttons carry the stock codes.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../lib/model.mjs';

const bundle = parse(readFileSync(join(ROOT, 'dist/openapi.yaml'), 'utf8'));
const op = (method, path) => bundle.paths[path]?.[method];
const resolve = (node) => {
  if (!node?.$ref) return node;
  return node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((n, k) => n[k], bundle);
};
const queryParam = (method, path, name) =>
  (op(method, path).parameters ?? []).map(resolve).find((p) => p.in === 'query' && p.name === name);
const dataOf = (method, path) => op(method, path).responses['200'].content['application/json'].example.data;

describe('workflow shapes', () => {
  it('process/diagram-view draws an instance and resource-view a definition, as PNGs loaded without a token; failures are R bodies', () => {
    const diagram = op('get', '/blade-flow/process/diagram-view');
    expect(diagram, 'GET /blade-flow/process/diagram-view').toBeTruthy();
    expect(Object.keys(diagram.responses['200'].content)).toEqual(['image/png']);
    expect(diagram.responses['200'].content['image/png'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(resolve(diagram.responses['400']).content)).toEqual(['application/json']);
    expect((diagram.parameters ?? []).map((p) => [resolve(p).name, resolve(p).required])).toEqual([['processInstanceId', true]]);
    const resource = op('get', '/blade-flow/process/resource-view');
    expect(Object.keys(resource.responses['200'].content)).toEqual(['image/png', 'application/xml']);
    expect(queryParam('get', '/blade-flow/process/resource-view', 'processDefinitionId')).toMatchObject({ required: true });
    // An <img> sends no header at all: an empty security requirement allows that.
    for (const o of [diagram, resource, op('post', '/blade-flow/manager/check-upload')]) expect(o.security).toContainEqual({});
  });

  it('manager/list and start-list filter by category and mode only; check-upload answers {name, success}', () => {
    for (const path of ['/blade-flow/manager/list', '/blade-flow/work/start-list']) {
      expect(queryParam('get', path, 'mode')?.schema, path).toMatchObject({ enum: [1, 2], default: 1 });
      for (const gone of ['name', 'key']) expect(queryParam('get', path, gone), `${path} ${gone}`).toBeUndefined();
    }
    const check = op('post', '/blade-flow/manager/check-upload');
    expect(Object.keys(check.requestBody.content)).toEqual(['multipart/form-data']);
    expect(op('get', '/blade-flow/model/detail')).toBeUndefined();
    expect(op('post', '/blade-flow/model/submit')).toBeUndefined();
  });

  it('categories are flow_<dictKey> in the work filters and the deploy calls', () => {
    for (const path of [
      '/blade-flow/work/start-list',
      '/blade-flow/work/todo-list',
      '/blade-flow/work/claim-list',
      '/blade-flow/work/send-list',
      '/blade-flow/work/done-list',
    ]) {
      expect(queryParam('get', path, 'category')?.schema.example, path).toBe('flow_1');
    }
    expect(queryParam('post', '/blade-flow/model/deploy', 'category')).toMatchObject({ required: true, schema: { example: 'flow_1' } });
    expect(op('post', '/blade-flow/manager/deploy-upload').requestBody.content['multipart/form-data'].example.category).toBe('flow_1');
  });

  it('start-process takes taskUser as the bare user id, and leave/detail carries flow (a FlowTask)', () => {
    const leave = bundle.components.schemas.ProcessLeave;
    const props = Object.assign({}, ...leave.allOf.map((s) => resolve(s).properties ?? {}));
    expect(props.taskUser.description).toMatch(/bare/);
    expect(props.taskUser.example).toMatch(/^\d+$/);
    expect(resolve(props.flow).properties).toHaveProperty('assigneeName');
    expect(resolve(props.flow).properties).toHaveProperty('processInstanceId');
  });

  it('the flow screens carry the stock button codes', () => {
    const codes = [];
    const walk = (nodes) => nodes.forEach((n) => (n.children ? walk(n.children) : n.category === 2 && codes.push(n.code)));
    walk(dataOf('get', '/blade-system/menu/buttons'));
    expect(codes).toEqual(
      expect.arrayContaining([
        'flow_model_create',
        'flow_model_update',
        'flow_model_deploy',
        'flow_model_download',
        'flow_model_delete',
        'flow_manager_state',
        'flow_manager_image',
        'flow_manager_remove',
        'flow_follow_delete',
      ]),
    );
    expect(codes.filter((c) => /^flow_(model|manager|follow)_/.test(c)).sort()).toEqual([
      'flow_follow_delete',
      'flow_manager_image',
      'flow_manager_remove',
      'flow_manager_state',
      'flow_model_create',
      'flow_model_delete',
      'flow_model_deploy',
      'flow_model_download',
      'flow_model_update',
    ]);
  });
});
