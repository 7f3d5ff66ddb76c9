// The role form's 上级角色 picker reads the role tree the signed-in role may see
// (role/tree-by-id?roleId=), and asks again for the new role after a switch of role.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, R, server, token } from '@/testing/msw-server';
import { blade, endSession } from '@/lib/blade';
import { treeOptions } from '@/resources/queries';
import { role } from './screens';

const parentPicker = () => role.columns.find((c) => c.prop === 'parentId')!.tree;

describe('上级角色 (role parentId picker)', () => {
  it('asks role/tree-by-id with the signed-in role, and again after the role changes', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.post('/blade-auth/oauth/token', ({ request }) => {
        const roleId = new URL(request.url).searchParams.get('username') === 'manager' ? 'role-manager,role-hr' : 'role-admin';
        return HttpResponse.json(token({ role_id: roleId }));
      }),
      http.get('/blade-auth/oauth/logout', () => HttpResponse.json(R(true))),
      http.get('/blade-system/role/tree-by-id', ({ request }) => {
        const roleId = new URL(request.url).searchParams.get('roleId');
        asked.push(roleId);
        return HttpResponse.json(R([{ id: 'r1', parentId: '0', title: `${roleId} 可见的角色`, key: 'r1', value: 'r1' }]));
      }),
    );
    const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    const first = await cache.fetchQuery(treeOptions(parentPicker()));
    expect(first.map((n) => n.title)).toEqual(['role-admin 可见的角色']);
    await endSession('sign-out');

    // Several roles: the first is the one asked about (BladeX's role_id is comma-joined).
    await blade.auth.signIn({ tenantId: '000000', username: 'manager', password: 'manager' });
    const second = await cache.fetchQuery(treeOptions(parentPicker()));
    expect(second.map((n) => n.title)).toEqual(['role-manager 可见的角色']);
    expect(asked).toEqual(['role-admin', 'role-manager']);
    await endSession('no-token');
  });
});
