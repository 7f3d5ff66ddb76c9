// The generated operation list the CLI checks `dasha call` against: parameters through $ref (path
// item and operation level), their place, whether required, their kind; the body's media type.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { readOperations } from '../scripts/operation-map.mjs';
import { operations } from '../src/generated/operations';

describe('operation map', () => {
  it('reads parameters (with $ref), kinds and bodies from the contract', () => {
    const doc = {
      components: { parameters: { Size: { name: 'size', in: 'query', schema: { type: 'integer' } } } },
      paths: {
        '/a/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          get: { operationId: 'aGet', summary: 'A', parameters: [{ $ref: '#/components/parameters/Size' }, { name: 'on', in: 'query', schema: { type: ['boolean', 'null'] } }] },
          post: { operationId: 'aPost', requestBody: { required: true, content: { 'multipart/form-data': {} } } },
          put: { summary: 'no operationId: skipped' },
        },
      },
    };
    expect(readOperations(doc)).toEqual({
      aGet: { method: 'get', path: '/a/{id}', params: [['id', 'path', 1, 'string'], ['size', 'query', 0, 'integer'], ['on', 'query', 0, 'boolean']], summary: 'A' },
      aPost: { method: 'post', path: '/a/{id}', params: [['id', 'path', 1, 'string']], body: 'multipart/form-data', bodyRequired: 1 },
    });
  });

  it('is generated for every operation of the contract', () => {
    expect(Object.keys(operations).length).toBeGreaterThan(900);
    expect(operations.bladeSystemParamDetail).toMatchObject({ method: 'get', path: '/blade-system/param/detail', params: [['id', 'query', 1, 'string']] });
  });
});
