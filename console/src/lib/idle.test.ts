import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './idle';

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits while the page is busy, then runs once', () => {
    let busy = true;
    const run = vi.fn();
    whenSettled(run, () => busy);
    vi.advanceTimersByTime(3000);
    expect(run).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after its limit, busy or not', () => {
    const run = vi.fn();
    whenSettled(run, () => true, 2000);
    vi.advanceTimersByTime(1500);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
