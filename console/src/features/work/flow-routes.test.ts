import { describe, expect, it } from 'vitest';
import { flowCategory, flowPath, routeOf } from './flow-routes';
import { diagramUrl } from './diagram-dialog';
import { leaveDays } from './leave-pages';
import { modelerActions, modelerUrls } from './modeler';

describe('flow routes (spec §3: key code_dictKey, value the remark)', () => {
  const routes = { flow_1: 'leave', flow_2: 'expense' };
  it('finds the route of a flow_N category (BladeX writes categories as the route key), only where the console has pages', () => {
    expect(routeOf(routes, 'flow_1')).toBe('leave');
    expect(routeOf(routes, flowCategory('1'))).toBe('leave');
    expect(routeOf(routes, '1')).toBeNull(); // a bare dictionary key is not a BladeX category
    expect(routeOf(routes, 'flow_2')).toBeNull(); // expense has no pages yet
    expect(routeOf(routes, 'flow_9')).toBeNull();
    expect(routeOf(undefined, 'flow_1')).toBeNull();
  });
  it('builds the three leave pages of a row', () => {
    const task = { taskId: 't1', processInstanceId: 'p1', businessId: 'b1', id: 'leave:1:01' };
    expect(flowPath('leave', 'form', task)).toBe('/work/process/leave/form/leave%3A1%3A01');
    expect(flowPath('leave', 'handle', task)).toBe('/work/process/leave/handle/t1/p1/b1');
    expect(flowPath('leave', 'detail', task)).toBe('/work/process/leave/detail/p1/b1');
  });
  it('counts leave days from the dates, both ends included', () => {
    expect(leaveDays('2026-12-01 09:00:00', '2026-12-03 18:00:00')).toBe(3);
    expect(leaveDays('2026-12-01 09:00:00', '2026-12-01 18:00:00')).toBe(1);
    expect(leaveDays('2026-12-03 09:00:00', '2026-12-01 18:00:00')).toBe('');
  });
});

describe('the Flowable modeler (模型设计 创建, 配置, 下载)', () => {
  it("opens Saber's pages of the configured modeler, and offers nothing without one", () => {
    const urls = modelerUrls('http://localhost:9999');
    expect([urls.create, urls.edit('m 1'), urls.bpmn('m1')]).toEqual([
      'http://localhost:9999/index.html',
      'http://localhost:9999/index.html#/editor/m%201',
      'http://localhost:9999/app/rest/models/m1/bpmn20',
    ]);
    expect(modelerActions(undefined)).toEqual([]);
    expect(modelerActions('/flow-design').map((a) => [a.name, a.scope, a.permission])).toEqual([
      ['create', 'toolbar', 'flow_model_create'],
      ['update', 'row', 'flow_model_update'],
      ['download', 'row', 'flow_model_download'],
    ]);
  });
});

describe('process diagrams', () => {
  it('draw a definition through resource-view and an instance through diagram-view, as plain image addresses', () => {
    expect(diagramUrl({ processDefinitionId: 'leave:1:10001' })).toMatch(
      /\/blade-flow\/process\/resource-view\?processDefinitionId=leave%3A1%3A10001$/,
    );
    expect(diagramUrl({ processInstanceId: '5001' })).toMatch(/\/blade-flow\/process\/diagram-view\?processInstanceId=5001$/);
  });
});
