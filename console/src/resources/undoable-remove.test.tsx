import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notify, type Notice } from '@/lib/notify';
import { UNDO_MS, useUndoableRemove } from './undoable-remove';

const texts = { title: '删除成功', undo: '撤销' };

/** The hook with a server that answers `answer`, and the notices it says. */
function setup(answer: () => Promise<unknown> = async () => undefined) {
  const notices: Notice[] = [];
  const stop = notify.subscribe((n) => notices.push(n));
  const send = vi.fn(answer);
  const sent = vi.fn(async () => undefined);
  const hook = renderHook(() => useUndoableRemove(send, sent));
  return { notices, send, sent, hook, stop };
}

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((s) => s());
  stops = [];
});

describe('useUndoableRemove', () => {
  it('hides the rows at once and offers 撤销 for a while; an undo shows them again and sends nothing', async () => {
    const { notices, send, hook, stop } = setup();
    stops.push(stop);
    act(() => hook.result.current.remove(['1', '2'], texts));
    expect([...hook.result.current.hidden]).toEqual(['1', '2']);
    expect(notices[0]).toMatchObject({ title: '删除成功', duration: UNDO_MS, action: { label: '撤销' } });
    act(() => notices[0]!.action!.onClick());
    act(() => notices[0]!.onClose!()); // the toast goes after its button
    expect(hook.result.current.hidden.size).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the removal once when the toast goes, reads the list, then stops hiding the rows', async () => {
    const { notices, send, sent, hook, stop } = setup();
    stops.push(stop);
    act(() => hook.result.current.remove(['7'], texts));
    act(() => notices[0]!.onClose!());
    act(() => notices[0]!.onClose!());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['7']);
    await waitFor(() => expect(hook.result.current.hidden.size).toBe(0));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('shows the rows again when the server refuses', async () => {
    const { notices, sent, hook, stop } = setup(() => Promise.reject(new Error('refused')));
    stops.push(stop);
    act(() => hook.result.current.remove(['3'], texts));
    act(() => notices[0]!.onClose!());
    await waitFor(() => expect(hook.result.current.hidden.size).toBe(0));
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends what still waits when the screen goes away, and asks before the page is left meanwhile', async () => {
    const { send, hook, stop } = setup();
    stops.push(stop);
    act(() => hook.result.current.remove(['5'], texts));
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    expect(send).toHaveBeenCalledWith(['5']);
    act(() => hook.result.current.remove(['6'], texts));
    hook.unmount();
    expect(send).toHaveBeenLastCalledWith(['6']);
    expect(send).toHaveBeenCalledTimes(2);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
