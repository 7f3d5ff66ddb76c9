import { describe, expect, it } from 'vitest';
import { col } from './columns';
import { defineMenuResource, leafOfResource } from './menu-leaves';
import { allCaps } from './types';

const param = (more: object = {}) =>
  defineMenuResource({ texts: 'system:param', path: '/blade-system/param', entity: 'Param', capabilities: allCaps, ...more });

describe("a platform screen on the contract's columns", () => {
  it("lists the leaf's columns in its order and widths, searched where its search form says, server-filled ones never typed in", () => {
    const leaf = leafOfResource('/blade-system/param');
    const def = param();
    expect(def.columns.map((c) => [c.prop, c.width])).toEqual(leaf.columns!.map((c) => [c.prop, c.width]));
    expect(def.columns.filter((c) => c.search).map((c) => c.prop)).toEqual(leaf.search);
    expect(def.columns.find((c) => c.prop === 'createTime')?.display).toEqual({ add: false, edit: false });
    expect(def.columns.find((c) => c.prop === 'paramName')?.display).toBeUndefined();
  });

  it('takes what the screen adds to a column from its overlay, leaving the contract its place and width', () => {
    const format = (v: unknown) => `#${String(v)}`;
    const def = param({ overlay: { paramKey: { format } } });
    const key = def.columns.find((c) => c.prop === 'paramKey');
    expect(key).toMatchObject({ prop: 'paramKey', width: 220, search: true, format });
    expect(def.columns.map((c) => c.prop)).toEqual(param().columns.map((c) => c.prop));
  });

  it('refuses a screen restating the columns, or overlaying one the contract does not list', () => {
    expect(() => param({ columns: [col('paramName')] })).toThrow(/its columns are the contract's/);
    expect(() => param({ overlay: { paramCode: { format: String } } })).toThrow(
      /overlay of paramCode, a column the contract does not list/,
    );
  });
});
