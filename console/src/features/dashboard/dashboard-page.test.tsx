import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/create-query-client';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { renderRoutes, page } from '@/testing/render';
import { DashboardPage } from './dashboard-page';
import { countByCategory } from './notice-categories';
import { buildMenu } from '@/lib/menu';
import { menuStore, resetMenu } from '@/lib/menu-store';

/** The signed-in menu: the notices screen always, the other counted screens when `all`. */
function grant(all: boolean) {
  const leaf = (id: string, code: string, name: string, path: string) => ({ id, code, name, path, category: 1 });
  const menu = buildMenu([
    { id: '1', code: 'desk', name: '办公管理', path: '/desk', category: 1, children: [leaf('11', 'notice', '通知公告', '/desk/notice')] },
    ...(all
      ? [
          {
            id: '2',
            code: 'system',
            name: '系统管理',
            path: '/system',
            category: 1,
            children: [leaf('21', 'user', '用户管理', '/system/user'), leaf('22', 'param', '参数管理', '/system/param')],
          },
        ]
      : []),
  ]);
  menuStore.set({ menu, permissions: {}, loaded: true, failed: false });
}
afterEach(resetMenu);

const renderHome = () =>
  renderRoutes(
    [
      page(
        '/',
        <QueryClientProvider client={createQueryClient()}>
          <DashboardPage />
        </QueryClientProvider>,
      ),
    ],
    '/',
  );

const NOTICE_DICT = [
  ['1', '发布通知'],
  ['2', '批转通知'],
  ['6', '事务通知'],
].map(([dictKey, dictValue], i) => ({ id: String(10 + i), parentId: '9', code: 'notice', dictKey, dictValue, sort: i + 1 }));

const pageOf = (records: unknown[]) => R({ records, total: records.length, size: 10, current: 1, pages: 1 });

function serve(notices: unknown[]) {
  let dictionaryCalls = 0;
  server.use(
    http.get('/blade-system/dict/dictionary', ({ request }) => {
      dictionaryCalls++;
      expect(new URL(request.url).searchParams.get('code')).toBe('notice');
      return HttpResponse.json(R(NOTICE_DICT));
    }),
    http.get('/blade-desk/notice/list', () => HttpResponse.json(pageOf(notices))),
    http.get('/blade-user/page', () => HttpResponse.json(pageOf([]))),
    http.get('/blade-user/list', () => HttpResponse.json(pageOf([]))),
    http.get('/blade-system/param/list', () => HttpResponse.json(pageOf([]))),
    http.get('/blade-system/dept/list', () => HttpResponse.json(R([]))),
    http.get('/blade-system/role/list', () => HttpResponse.json(R([]))),
    http.get('/blade-user/info', () => HttpResponse.json(R({ id: '1', account: 'admin', tenantName: '管理组' }))),
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
    grant(true);
    renderHome();
    const chart = await screen.findByRole('region', { name: '通知分类' });
    expect(await within(chart).findByText('发布通知')).toBeTruthy();
    const rows = within(chart)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['发布通知1', '事务通知2']);
    expect(await screen.findByText('事务通知 · 2026-09-22 10:00:00')).toBeTruthy();
    expect(await screen.findByText(/租户：管理组/)).toBeTruthy();
    expect(calls.dictionaryCalls()).toBe(1);
  });
});

describe('home page counts', () => {
  it('counts only the screens the menu opens', async () => {
    serve([]);
    grant(false);
    renderHome();
    expect(await screen.findByTestId('count-notices')).toBeTruthy();
    expect(screen.queryByTestId('count-users')).toBeNull();
    expect(screen.queryByTestId('count-params')).toBeNull();
  });
  it('draws its boxes with "…" and asks for no count before it has painted, then fills them in', async () => {
    // No animation frame comes (a hidden tab): the counts wait for the page's paint, at most half a second.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    serve([]);
    let asked = 0;
    server.use(http.get('/blade-system/param/list', () => (asked++, HttpResponse.json(pageOf([{ id: '1' }, { id: '2' }, { id: '3' }])))));
    grant(true);
    renderHome();
    const box = await screen.findByTestId('count-params');
    await new Promise((r) => setTimeout(r, 150));
    expect(asked).toBe(0);
    expect(within(box).getByText('…')).toBeTruthy();
    expect(await within(box).findByText('3', {}, { timeout: 2000 })).toBeTruthy();
    frame.mockRestore();
  });
  it('shows a failed count with its reason and 重试, which asks again', async () => {
    serve([]);
    let calls = 0;
    server.use(
      http.get('/blade-system/param/list', () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 500, success: false, msg: '参数服务不可用' }, { status: 500 })
          : HttpResponse.json(pageOf([{ id: '1' }, { id: '2' }]));
      }),
    );
    grant(true);
    renderHome();
    const box = await screen.findByTestId('count-params');
    await within(box).findByText('参数服务不可用');
    expect(within(box).queryByText('0')).toBeNull();
    within(box).getByRole('button', { name: '重试' }).click();
    expect(await within(box).findByText('2')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('home page: what the person acts on', () => {
  it('counts the waiting states of the screens the menu opens, each a link to its list so filtered, and their tasks', async () => {
    serve([]);
    const asked: Record<string, string | null>[] = [];
    server.use(
      http.get('/red-sale/saleserverorder/list', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push({ status: q.get('status'), size: q.get('size') });
        return HttpResponse.json(R({ records: [{ id: '1' }], total: 4, size: 1, current: 1, pages: 4 }));
      }),
      http.get('/blade-flow/work/todo-list', () =>
        HttpResponse.json(
          pageOf([{ taskId: 't1', taskName: '部门经理审批', processDefinitionName: '请假流程', createTime: '2026-11-20 09:30:00' }]),
        ),
      ),
    );
    const leaf = (id: string, code: string, name: string, path: string) => ({ id, code, name, path, category: 1 });
    menuStore.set({
      menu: buildMenu([
        {
          id: '1',
          code: 'sale',
          name: '售后服务',
          path: '/sale',
          category: 1,
          children: [leaf('11', 'saleserverorder', '服务工单', '/sale/saleserverorder')],
        },
        {
          id: '2',
          code: 'work',
          name: '我的事务',
          path: '/work',
          category: 1,
          children: [leaf('21', 'work_todo', '待办事务', '/work/todo')],
        },
      ]),
      permissions: {},
      loaded: true,
      failed: false,
    });
    renderHome();
    const pending = await screen.findByRole('region', { name: '待处理' });
    const link = await within(pending).findByRole('link', { name: /服务工单 · 待派单/ });
    expect(link.getAttribute('href')).toBe('/sale/saleserverorder/index?s.status=1');
    expect(await within(link).findByText('4')).toBeTruthy();
    expect(asked).toEqual([{ status: '1', size: '1' }]);
    // Only the screens granted: no purchase order, however many wait there.
    expect(within(pending).getAllByRole('link')).toHaveLength(1);
    const todo = await screen.findByTestId('tasks-todo');
    expect(await within(todo).findByText('请假流程 · 部门经理审批')).toBeTruthy();
    expect(screen.queryByTestId('tasks-claim')).toBeNull();
  });
});

describe('home registrations to review', () => {
  it('asks for the users BladeX left at role -1 and links each to the user screen searched by its account', async () => {
    serve([]);
    const asked: Record<string, string>[] = [];
    const guests = [{ id: '9', account: 'guest1', realName: '访客', roleId: '-1', createTime: '2026-12-01 09:00:00' }];
    server.use(
      http.get('/blade-user/list', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(R({ records: guests, total: 4, size: 3, current: 1, pages: 2 }));
      }),
    );
    grant(true);
    renderHome();
    const panel = await screen.findByTestId('guest-users');
    const entry = await within(panel).findByRole('link', { name: '访客 (guest1)' });
    expect(entry.getAttribute('href')).toBe('/system/user/index?s.account=guest1');
    expect(within(panel).getByRole('link', { name: /待审核注册/ }).textContent).toContain('4');
    expect(within(panel).getByText('2026-12-01 注册')).toBeTruthy();
    expect(asked[0]).toMatchObject({ roleId_equal: '-1', current: '1', size: '3' });
  });

  it('is not shown to whoever cannot open 用户管理', async () => {
    serve([]);
    grant(false);
    renderHome();
    await screen.findByText('最新通知');
    expect(screen.queryByTestId('guest-users')).toBeNull();
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
