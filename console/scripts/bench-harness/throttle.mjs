// The "real office link" applied to one Playwright page over the Chrome DevTools
// Protocol: a CPU 4x slower and a 150 ms / 200,000 B/s (1.6 Mbit/s) link, as Lighthouse-style
// "simulated devices" do. Used by scripts/bench-speed.mjs.

/** The throttled profile: CPU slowdown and network conditions (throughputs in bytes/s). */
export const OFFICE_LINK = { cpuRate: 4, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };

/**
 * Throttles `page` (before its first navigation) and returns the CDP session; the throttle lasts
 * as long as the page. `profile` defaults to OFFICE_LINK.
 * @example const cdp = await throttle(context, page);
 */
export async function throttle(context, page, profile = OFFICE_LINK) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  // Enabled on this session too: the conditions belong to the session's network agent.
  await cdp.send('Network.enable');
  const { latency, downloadThroughput, uploadThroughput } = profile;
  try {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
  } catch (e) {
    // Deprecated in favour of the per-rule form; a Chromium that dropped it still gets the same link.
    await cdp
      .send('Network.emulateNetworkConditionsByRule', {
        matchedNetworkConditions: [{ urlPattern: '', latency, downloadThroughput, uploadThroughput }],
      })
      .catch(() => {
        throw e;
      });
  }
  return cdp;
}

/**
 * Milliseconds a fixed busy loop takes in the page: run once per profile, it shows whether the
 * CPU slowdown survived the navigation (a renderer swap could drop it).
 */
export function cpuProbe(page) {
  return page.evaluate(() => {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 5_000_000; i++) x = (x + i * 7) % 1_000_003;
    return Math.round(performance.now() - t + (x < 0 ? 1 : 0));
  });
}
