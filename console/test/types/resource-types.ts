// Type test, checked by `tsc -p console` and never run: the data layer (the SDK's typed resources,
// state operations and the registry's entries) refuses what the contract does not declare. Each
// `@ts-expect-error` fails the build when its error vanishes; the lines without one must compile.
import { stateOperations } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import { defineResource, type RemoteOptions, type TreeSource } from '@/resources/types';

export async function rightCalls() {
  const param = blade.resource('/blade-system/param');
  const page = await param.page({ current: 1, size: 10, paramName: '站点' });
  const name: string | undefined = page.records[0]?.paramName;
  await param.submit({ paramName: '站点名称', paramKey: 'site.name', paramValue: '大鲨智造' });
  await blade.resource('/blade-flow/work').page({ current: 1, size: 10 }, { list: '/blade-flow/work/done-list' });
  const sms = stateOperations(blade, '/blade-resource/sms');
  await sms.run('disable', '1');
  await stateOperations(blade, '/blade-flow/manager').run('change-state', 'p1', { query: { state: 'active' } });
  const suspendedFrom: readonly [1] = stateOperations(blade, '/blade-flow/manager').actions['change-state'].choices.suspend.from;
  return [name, suspendedFrom];
}

export async function wrongCalls() {
  // @ts-expect-error a resource the contract does not have
  blade.resource('/blade-system/params');
  // @ts-expect-error paramNam is not a filter of the param list
  await blade.resource('/blade-system/param').page({ paramNam: '站点' });
  // @ts-expect-error paramValu is not a field of a param
  await blade.resource('/blade-system/param').submit({ paramName: 'a', paramValu: 'b' });
  // @ts-expect-error done-list is a list of the work tasks, not of the flow manager
  await blade.resource('/blade-flow/manager').page({}, { list: '/blade-flow/work/done-list' });
  // @ts-expect-error the SMS configuration has no operation named publish
  await stateOperations(blade, '/blade-resource/sms').run('publish', '1');
  // @ts-expect-error OSS configurations are enabled, never disabled (the contract has no disable)
  await stateOperations(blade, '/blade-resource/oss').run('disable', '1');
  // @ts-expect-error change-state's state is active or suspend
  await stateOperations(blade, '/blade-flow/manager').run('change-state', 'p1', { query: { state: 'paused' } });
}

export function wrongEntries() {
  const caps = { add: false, edit: false, remove: false, view: false, export: false, batchRemove: false };
  const entry = {
    menuPath: '/x',
    texts: 'system:param' as const,
    entity: 'Param' as const,
    columns: [],
    capabilities: caps,
    permissions: {},
  };
  defineResource({ ...entry, path: '/blade-system/param' });
  defineResource({ ...entry, path: '/blade-flow/work', api: { list: '/blade-flow/work/claim-list' } });
  // @ts-expect-error an entry's path is a resource of the contract
  defineResource({ ...entry, path: '/blade-system/paramz' });
  // @ts-expect-error an entry names only a list of its own resource
  defineResource({ ...entry, path: '/blade-system/param', api: { list: '/blade-flow/work/claim-list' } });
  // @ts-expect-error the route facts are the contract's: an entry no longer copies them
  defineResource({ ...entry, path: '/blade-system/dept', api: { paged: false } });
  // @ts-expect-error an option list reads a GET path of the contract
  const remote: RemoteOptions = { url: '/blade-system/tenant-package/lists', labelKey: 'packageName', valueKey: 'id' };
  // @ts-expect-error a tree reads a GET path: role/grant is a POST
  const tree: TreeSource = { url: '/blade-system/role/grant' };
  return [remote, tree];
}
