// BladeX answers dict/dictionary in no guaranteed order (DictMapper.getList has no ORDER BY): the
// console orders a dictionary's options by `sort` wherever it reads one.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { dictionaryOptions } from './queries';

const entry = (dictKey: string, dictValue: string, sort: number) => ({
  id: `11${sort}`,
  parentId: '10',
  code: 'notice',
  dictKey,
  dictValue,
  sort,
  remark: '',
  isSealed: -1,
  isDeleted: -1,
});
/** The entries as the server may answer them: last first. */
const shuffled = [entry('3', '转发通知', 3), entry('1', '发布通知', 1), entry('2', '批转通知', 2)];

describe('dictionary options', () => {
  it('are shown in sort order, whatever order the server answers them in', async () => {
    server.use(http.get('/blade-system/dict/dictionary', () => HttpResponse.json(R(shuffled))));
    const options = await new QueryClient().fetchQuery(dictionaryOptions('notice'));
    expect(options.map((o) => o.label)).toEqual(['发布通知', '批转通知', '转发通知']);
  });
});
