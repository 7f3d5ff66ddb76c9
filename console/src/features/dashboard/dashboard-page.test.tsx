import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/create-query-client';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { renderRoutes, page } from '@/testing/render';
import { DashboardPage } from './dashboard-page';
import { countByCategory } from './notice-categories';

const NOTICE_DICT = [
  ['1', '发布通知'],
  ['2', '批转通知'],
  ['6', '事务通知'],
].map(([dictKey, dictValue], i) => ({ id: String(10 + i), parentId: '9', code: 'notice', dictKey, dictValue, sort: i + 1 }));

const pageOf = (records: unknown[]) => R({ records, total: records.length, size: 10, current: 1, pages: 1 });

function serve(notices: unknown[]) {
  let dictionaryCalls = 0;
  server.use(
    http.get('*/api/blade-system/dict/dictionary', ({ request }) => {
      dictionaryCalls++;
      expect(new URL(request.url).searchParams.get('code')).toBe('notice');
      return HttpResponse.json(R(NOTICE_DICT));
    }),
    http.get('*/api/blade-desk/notice/list', () => HttpResponse.json(pageOf(notices))),
    http.get('*/api/blade-user/page', () => HttpResponse.json(pageOf([]))),
    http.get('*/api/blade-system/param/list', () => HttpResponse.json(pageOf([]))),
    http.get('*/api/blade-system/dept/list', () => HttpResponse.json(R([]))),
    http.get('*/api/blade-system/role/list', () => HttpResponse.json(R([]))),
    http.get('*/api/blade-user/info', () => HttpResponse.json(R({ id: '1', account: 'admin', tenantName: '管理组' }))),
  );
  return { dictionaryCalls: () => dictionaryCalls };
}

describe('home page notices', () => {
  it('shows notice categories by their dictionary labels, never the keys', async () => {
    const calls = serve([
      { id: 'a', title: '关于国庆节放假安排的通知', category: 1, releaseTime: '2026-09-20 10:00:00' },
      { id: 'b', title: '关于年度体检的通知', category: 6, releaseTime: '2026-09-21 10:00:00' },
      { id: 'c', title: '关于中秋节福利发放的通知', category: 6, releaseTime: '2026-09-22 10:00:00' },
    ]);
    const home = (
      <QueryClientProvider client={createQueryClient()}>
        <DashboardPage />
      </QueryClientProvider>
    );
    renderRoutes([page('/', home)], '/');
    const chart = (await screen.findByRole('heading', { name: '通知分类' })).parentElement!;
    expect(await within(chart).findByText('发布通知')).toBeTruthy();
    expect(within(chart).getByText('事务通知')).toBeTruthy();
    const terms = [...chart.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual(['发布通知', '事务通知']);
    expect(await screen.findByText('事务通知 · 2026-09-22 10:00:00')).toBeTruthy();
    expect(await screen.findByText(/租户：管理组/)).toBeTruthy();
    expect(calls.dictionaryCalls()).toBe(1);
  });
});

describe('countByCategory', () => {
  const dictionary = NOTICE_DICT.map((d) => ({ value: d.dictKey, label: d.dictValue }));
  it('counts per label in dictionary order; an unknown key uses the answered name, else the fallback', () => {
    const counts = countByCategory(
      [{ category: 6 }, { category: '1' }, { category: 6 }, { category: 9, categoryName: '其他通知' }, { category: 8 }],
      dictionary,
      '未分类',
    );
    expect(counts).toEqual([
      { label: '发布通知', value: 1 },
      { label: '事务通知', value: 2 },
      { label: '其他通知', value: 1 },
      { label: '未分类', value: 1 },
    ]);
  });
});
