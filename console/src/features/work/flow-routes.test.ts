import { describe, expect, it } from 'vitest';
import { modelBpmn, modelFileName } from '@/features/work/model-bpmn';
import { flowCategory, flowPath, routeOf } from './flow-routes';
import { leaveDays } from './leave-pages';

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

describe('a model as a BPMN file (下载)', () => {
  it('names the process by the model key and name, with the text escaped', () => {
    const xml = modelBpmn({ id: '9', modelKey: 'leave', name: '请假 & 调休', description: '<经理> 审批' });
    expect(xml).toContain('<process id="leave" name="请假 &amp; 调休" isExecutable="true">');
    expect(xml).toContain('<documentation>&lt;经理&gt; 审批</documentation>');
    expect(modelFileName({ modelKey: 'leave' })).toBe('leave.bpmn20.xml');
  });
});
