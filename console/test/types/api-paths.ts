// Type test, checked by `tsc -p console` and never run: the console's typed calls refuse what the
// contract does not declare. Each `@ts-expect-error` fails the build when its error vanishes, and
// the lines without one must compile, so a loosened `api` fails here either way.
import { blade } from '@/lib/blade';
import { formData } from '@dasha/sdk';
import { api, consoleApi } from '@/lib/api';
import { dashboardQueries } from '@/lib/shell-queries';

export async function rightCalls() {
  const routes = await blade.call(api.GET('/blade-system/menu/routes', { params: { query: { topMenuId: '1' } } }));
  const names: (string | undefined)[] = (routes ?? []).map((node) => node.name);
  // R.status: no data ({}), as BladeX writes R.success's null.
  const granted: Record<string, never> | undefined = await blade.call(
    api.POST('/blade-user/grant', { params: { query: { userIds: '1', roleIds: '2' } } }),
  );
  const body = { category: 'flow_1', files: [new File(['<definitions/>'], 'leave.bpmn')] };
  await blade.call(api.POST('/blade-flow/manager/deploy-upload', { body, bodySerializer: formData }));
  const diagram: Blob = await blade.call(
    blade.api.GET('/blade-flow/process/diagram-view', { params: { query: { processInstanceId: '1' } }, parseAs: 'blob' }),
  );
  const notices = await consoleApi.page('/blade-desk/notice/list');
  const title: string | undefined = notices.records[0]?.title;
  return [names, granted, diagram, title];
}

export function wrongPaths() {
  // @ts-expect-error a path the contract does not have
  void api.GET('/blade-system/menu/route');
  // @ts-expect-error a POST-only path read with GET
  void api.GET('/blade-flow/work/complete-task');
  // @ts-expect-error a GET-only path posted
  void api.POST('/blade-user/info');
  // @ts-expect-error the dashboard counts lists only: the profile is not one
  void dashboardQueries.count('me', '/blade-user/info');
}

export function wrongQueries() {
  // @ts-expect-error a query field the operation does not take
  void api.GET('/blade-system/menu/routes', { params: { query: { topMenu: '1' } } });
  // @ts-expect-error a misspelt optional field beside the required one
  void api.POST('/blade-system/tenant/setting', { params: { query: { ids: '1', acountNumber: 5 } } });
  // @ts-expect-error a required query field left out
  void api.GET('/blade-system/dict/dictionary', { params: { query: {} } });
  // @ts-expect-error a query value of the wrong type (userType is a number)
  void api.POST('/blade-user/update-platform', { params: { query: { userId: '1', userType: 'web' } } });
}

export function wrongBodies() {
  // @ts-expect-error a misspelt optional body field beside the required ones (openapi-fetch alone lets it through)
  void api.POST('/blade-flow/work/complete-task', { body: { taskId: '1', processInstanceId: '2', coment: 'ok' } });
  // @ts-expect-error a required body field left out
  void api.POST('/blade-system/role/grant', { body: { roleIds: ['1'] } });
  // @ts-expect-error a multipart part missing (the process files)
  void api.POST('/blade-flow/manager/deploy-upload', { body: { category: 'flow_1' }, bodySerializer: formData });
  // @ts-expect-error a string where the upload takes the file's bytes
  void consoleApi.putFile('avatar.png');
}
