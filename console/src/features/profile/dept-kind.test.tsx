import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/create-query-client';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { renderRoutes, page } from '@/testing/render';
import { DeptKindTag, deptKindOf } from './dept-kind';

describe('the signed-in user department kind (getUserDepartIsInnerOrOut)', () => {
  it('reads 1 as internal and 2 as external, and nothing else as either', () => {
    expect([1, '1', 2, '2', 0, null, undefined].map(deptKindOf)).toEqual([
      'internal',
      'internal',
      'external',
      'external',
      null,
      null,
      null,
    ]);
  });

  it('shows an external department as a 外部 tag beside 部门归属', async () => {
    server.use(http.get('/blade-user/getUserDepartIsInnerOrOut', () => HttpResponse.json(R(2))));
    const tag = (
      <QueryClientProvider client={createQueryClient()}>
        <DeptKindTag />
      </QueryClientProvider>
    );
    renderRoutes([page('/info/index', tag)], '/info/index');
    expect(await screen.findByText('外部')).toBeTruthy();
    expect(screen.getByText('部门归属')).toBeTruthy();
  });
});
