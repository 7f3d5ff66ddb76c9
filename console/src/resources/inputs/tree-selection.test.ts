import { describe, expect, it } from 'vitest';
import { nextTreeSelection } from './tree-selection';

describe('a tree pick', () => {
  it('replaces the node of a single picker', () => {
    expect(nextTreeSelection(['a'], ['b'], false)).toEqual(['b']);
    expect(nextTreeSelection([], [], false)).toEqual([]);
  });

  it('toggles the picked node of a multiple picker, keeping the others', () => {
    expect(nextTreeSelection(['a'], ['b'], true)).toEqual(['a', 'b']);
    expect(nextTreeSelection(['a', 'b'], ['a'], true)).toEqual(['b']);
    // A range or select-all from the tree itself is taken as it is.
    expect(nextTreeSelection(['a'], ['a', 'b', 'c'], true)).toEqual(['a', 'b', 'c']);
  });
});
