// The flow categories come from the dictionary `flow`, which BladeX answers in no guaranteed
// order: the category picker offers them in `sort` order.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { flowCategoryOptions } from './flow-routes';

const entry = (dictKey: string, dictValue: string, sort: number) => ({
  id: `12${sort}`,
  parentId: '10',
  code: 'flow',
  dictKey,
  dictValue,
  sort,
  remark: '',
  isSealed: -1,
  isDeleted: -1,
});

describe('flow category options', () => {
  it('are in sort order, whatever order the server answers them in', async () => {
    server.use(
      http.get('/blade-system/dict/dictionary', () =>
        HttpResponse.json(R([entry('3', '采购审批', 3), entry('1', '请假流程', 1), entry('2', '报销流程', 2)])),
      ),
    );
    const options = await new QueryClient().fetchQuery(flowCategoryOptions());
    expect(options.map((o) => o.value)).toEqual(['flow_1', 'flow_2', 'flow_3']);
  });
});
