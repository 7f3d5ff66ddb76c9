// An entity-bound BladeX list (post, oss, client...) matches its filters whole: its text search
// boxes say 精确匹配, so a part of a name finding nothing does not look like a fault. The SDK says
// which lists match so, from the contract's `match`.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { blade } from '@/lib/blade';
import { ChakraRoot } from '@/theme/chakra-root';
import { SearchForm } from './search-form';
import type { ShownColumn } from './types';

const columns: ShownColumn[] = [{ prop: 'postName', text: '岗位名称', search: true }];
const shown = (exact: boolean) =>
  render(
    <ChakraRoot>
      <SearchForm columns={columns} dateRange={false} exact={exact} value={{}} onSearch={() => undefined} onReset={() => undefined} />
    </ChakraRoot>,
  );
afterEach(cleanup);

describe('the search form of a list matching exactly', () => {
  it('hints 精确匹配 in its text boxes', () => {
    shown(true);
    expect(screen.getByLabelText('岗位名称').getAttribute('placeholder')).toBe('精确匹配');
  });

  it('hints nothing on a list matching by LIKE', () => {
    shown(false);
    expect(screen.getByLabelText('岗位名称').getAttribute('placeholder')).toBeNull();
  });

  it('is told so by the SDK: post matches exactly, param by LIKE', () => {
    expect(blade.resource('/blade-system/post').matchesExactly()).toBe(true);
    expect(blade.resource('/blade-system/param').matchesExactly()).toBe(false);
  });
});
