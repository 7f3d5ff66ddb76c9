import { describe, expect, it } from 'vitest';
import { flowPath, routeOf } from './flow-routes';
import { leaveDays } from './leave-pages';

describe('flow routes (spec §3: key code_dictKey, value the remark)', () => {
  const routes = { flow_1: 'leave', flow_2: 'expense' };
  it('finds the route of a category by its key or its code_dictKey, only where the console has pages', () => {
    expect(routeOf(routes, '1')).toBe('leave');
    expect(routeOf(routes, 'flow_1')).toBe('leave');
    expect(routeOf(routes, '2')).toBeNull(); // expense has no pages yet
    expect(routeOf(routes, '9')).toBeNull();
    expect(routeOf(undefined, '1')).toBeNull();
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
