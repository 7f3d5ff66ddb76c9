import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  it('is false on the first render and turns true once a frame has passed', async () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
