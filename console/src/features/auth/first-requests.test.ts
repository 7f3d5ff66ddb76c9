// The sign-in page's first requests start in its loader and are handed to the page once, while fresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blade } from '@/lib/blade';
import { startSignInRequests, takeEarly } from './first-requests';

afterEach(() => {
  vi.restoreAllMocks();
  // Drain whatever a test left, so the next one starts clean.
  takeEarly('captcha', 0);
  takeEarly('tenant', 0);
});

describe('first requests of the sign-in page', () => {
  it('starts the captcha and the tenant once and hands each out once', async () => {
    const captcha = vi.spyOn(blade.auth, 'captcha').mockResolvedValue({ key: 'k1', image: 'data:image/png;base64,' });
    const tenant = vi.spyOn(blade.auth, 'tenantInfo').mockResolvedValue({ tenantId: '000000' });
    startSignInRequests(1_000);
    startSignInRequests(2_000); // fresh ones are waiting: nothing new is asked
    expect(captcha).toHaveBeenCalledTimes(1);
    expect(tenant).toHaveBeenCalledTimes(1);
    await expect(takeEarly('captcha', 2_000)).resolves.toMatchObject({ key: 'k1' });
    expect(takeEarly('captcha', 2_000)).toBeUndefined(); // a second taker (a refresh click) asks anew
    await expect(takeEarly('tenant', 2_000)).resolves.toMatchObject({ tenantId: '000000' });
  });

  it('never hands out a stale captcha', () => {
    vi.spyOn(blade.auth, 'captcha').mockResolvedValue({ key: 'old', image: '' });
    vi.spyOn(blade.auth, 'tenantInfo').mockResolvedValue({});
    startSignInRequests(10_000);
    expect(takeEarly('captcha', 10_000 + 60_000)).toBeUndefined();
  });

  it('a failed early request is no unhandled rejection; the page sees the failure when it takes it', async () => {
    vi.spyOn(blade.auth, 'captcha').mockRejectedValue(new Error('down'));
    vi.spyOn(blade.auth, 'tenantInfo').mockRejectedValue(new Error('down'));
    startSignInRequests(100_000);
    await expect(takeEarly('captcha', 100_000)).rejects.toThrow('down');
  });
});
