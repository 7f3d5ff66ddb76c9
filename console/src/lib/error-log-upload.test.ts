import { describe, expect, it, vi } from 'vitest';
import { uploadErrorLog } from './error-log-upload';

const entry = { type: 'error', url: '/wel/index', message: 'x is undefined', stack: '', info: '', time: '2026-11-20 09:30:00' };

describe('uploadErrorLog', () => {
  it('posts the entries as a JSON array to the configured address', async () => {
    const fetcher = vi.fn(async () => new Response('{"ok":true}'));
    await uploadErrorLog('/api/__sandbox/error-log', [entry], fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/__sandbox/error-log',
      expect.objectContaining({ method: 'POST', body: JSON.stringify([entry]) }),
    );
  });

  it('rejects when the collector refuses, so the log is kept', async () => {
    const fetcher = vi.fn(async () => new Response('', { status: 404 }));
    await expect(uploadErrorLog('/log', [entry], fetcher)).rejects.toThrow('HTTP 404');
  });
});
