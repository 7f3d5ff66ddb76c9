import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuStore } from '@/lib/menu-store';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { page, renderRoutes } from '@/testing/render';
import { translator } from '@/resources/texts';
import { FlowButton } from './flow-button';

const task = { category: 'flow_1', taskId: 't1', processInstanceId: 'p1', businessId: 'b1' };
const flowDictionary = () =>
  server.use(
    http.get('/blade-system/dict/dictionary', () =>
      HttpResponse.json(
        R([
          { code: 'flow', dictKey: '1', dictValue: '请假流程', remark: 'leave' },
          { code: 'flow', dictKey: '2', dictValue: '报销流程', remark: '' },
        ]),
      ),
    ),
  );

describe('FlowButton', () => {
  it('shows a page button only when its stock code is granted, for a category with pages', async () => {
    flowDictionary();
    menuStore.set({ ...menuStore.get(), permissions: { work_todo_handle: true } });
    const t = translator('zh');
    renderRoutes(
      [
        page(
          '/',
          <QueryClientProvider client={new QueryClient()}>
            <FlowButton row={task} kind="handle" t={t} permission="work_todo_handle" />
            <FlowButton row={task} kind="detail" t={t} permission="work_todo_detail" />
            <FlowButton row={{ ...task, category: 'flow_2' }} kind="form" t={t} permission="work_todo_handle" />
          </QueryClientProvider>,
        ),
      ],
      '/',
    );
    expect(await screen.findByRole('button', { name: '处理' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '详情' })).toBeNull(); // work_todo_detail not granted
    expect(screen.queryByRole('button', { name: '发起' })).toBeNull(); // 报销流程 has no pages
  });
});
