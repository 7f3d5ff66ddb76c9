// The generated operation list the CLI checks `dasha call` against: parameters through $ref (path
// item and operation level), their place, whether required, their kind; the body's media type.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { readBodies, readOperations } from './operation-map.mjs';
import { bodies, operations } from '../src/generated/operations';

describe('operation map', () => {
  it('reads parameters (with $ref), kinds and bodies from the contract', () => {
    const doc = {
      components: { parameters: { Size: { name: 'size', in: 'query', schema: { type: 'integer' } } } },
      paths: {
        '/a/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          get: {
            operationId: 'aGet',
            summary: 'A',
            parameters: [{ $ref: '#/components/parameters/Size' }, { name: 'on', in: 'query', schema: { type: ['boolean', 'null'] } }],
          },
          post: { operationId: 'aPost', requestBody: { required: true, content: { 'multipart/form-data': {} } } },
          put: { summary: 'no operationId: skipped' },
        },
      },
    };
    expect(readOperations(doc)).toEqual({
      aGet: {
        method: 'get',
        path: '/a/{id}',
        params: [
          ['id', 'path', 1, 'string'],
          ['size', 'query', 0, 'integer'],
          ['on', 'query', 0, 'boolean'],
        ],
        summary: 'A',
      },
      aPost: { method: 'post', path: '/a/{id}', params: [['id', 'path', 1, 'string']], body: 'multipart/form-data', bodyRequired: 1 },
    });
  });

  it("reads the request bodies the CLI checks: kinds, the validator of a title, a new record's fields, file parts", () => {
    expect(bodies.bladeUserSubmit).toMatchObject({ shape: 'object', key: 'id', required: expect.arrayContaining(['account', 'realName']) });
    expect(bodies.bladeUserSubmit!.fields.phone).toEqual({ kind: 'string', rule: 'phone' });
    expect(bodies.bladeUserSubmit!.fields.sex).toEqual({ kind: 'integer', enum: [-1, 1, 2] });
    expect(bodies.bladeSystemTenantSubmit!.fields.contactNumber).toMatchObject({ rule: 'contactPhone' });
    expect(bodies.bladeFlowManagerDeployUpload).toEqual({
      shape: 'object',
      fields: { category: { kind: 'string' }, tenantIds: { kind: 'string' } },
      files: ['files'],
      required: ['category', 'files'],
    });
    const doc = {
      paths: {
        '/x/save': {
          post: {
            operationId: 'xSave',
            requestBody: {
              content: {
                'application/json': { schema: { type: 'array', items: { type: 'object', properties: { n: { type: 'number' } } } } },
              },
            },
          },
        },
      },
    };
    expect(readBodies(doc)).toEqual({ xSave: { shape: 'array', fields: { n: { kind: 'number' } } } });
  });

  it('is generated for every operation of the contract', () => {
    expect(Object.keys(operations).length).toBeGreaterThan(900);
    expect(operations.bladeSystemParamDetail).toMatchObject({
      method: 'get',
      path: '/blade-system/param/detail',
      params: [['id', 'query', 1, 'string']],
    });
  });
});
