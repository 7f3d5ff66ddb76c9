// The request waterfall of a benchmark page: every request with its start, end and bytes on the
// wire, in the wall clock (ms since 1970, as Date.now() in Node), so a step timed with Date.now()
// can pick its own requests; and the critical path that explains a missed goal. Used by
// scripts/bench-speed.mjs.

/**
 * Records every request `page` makes from now on. `requests` holds the finished (and failed)
 * ones as { url, method, type, start, end, bytes, failed }; `settle()` waits for their sizes;
 * `quiet()` waits until no request has been in flight for `ms` (at most `max` ms).
 * @example const rec = recordRequests(page); ...; await rec.settle(); criticalPath(rec.requests, from, to);
 */
export function recordRequests(page) {
  const requests = [];
  const pending = [];
  const inFlight = new Set();
  let lastChange = Date.now();
  const done = (request, failed) => {
    inFlight.delete(request);
    lastChange = Date.now();
    if (request.url().startsWith('data:')) return; // no wire: the captcha image's data URL
    const timing = request.timing();
    // responseEnd is relative to startTime, -1 when Chromium did not report it (a failure).
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
    const entry = {
      url: request.url(),
      method: request.method(),
      type: request.resourceType(),
      start: timing.startTime,
      end,
      bytes: 0,
      failed,
    };
    requests.push(entry);
    // responseBodySize is the encoded (gzipped) body: what the link carried, headers added.
    if (!failed)
      pending.push(
        request.sizes().then(
          (s) => (entry.bytes = s.responseBodySize + s.responseHeadersSize),
          () => {},
        ),
      );
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', (request) => done(request, false));
  page.on('requestfailed', (request) => done(request, true));
  return {
    requests,
    settle: () => Promise.all(pending),
    async quiet(ms = 500, max = 10_000) {
      const until = Date.now() + max;
      while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastChange < ms)) await new Promise((r) => setTimeout(r, 50));
    },
  };
}

const isJs = (r) => r.type === 'script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);

/** JS requests started in [from, to): how many and their bytes on the wire. */
export function jsBetween(requests, from, to) {
  const js = requests.filter((r) => isJs(r) && r.start >= from && r.start < to);
  return { count: js.length, bytes: js.reduce((n, r) => n + r.bytes, 0) };
}

/**
 * The chain of requests that most likely set the step's time: the last request to finish before
 * `to`, then, repeatedly, the request that finished last before the current one started (what
 * it probably waited for), oldest first. Requests that began before `from` count when they end
 * inside the step (a prefetch still arriving).
 */
export function criticalPath(requests, from, to) {
  const inStep = requests.filter((r) => !r.failed && r.end > from && r.end <= to);
  const lastEnding = (list) => list.reduce((best, r) => (!best || r.end > best.end ? r : best), null);
  const chain = [];
  let current = lastEnding(inStep);
  while (current) {
    chain.unshift(current);
    const start = current.start;
    // Strictly earlier starts: the chain always ends, even through zero-length requests.
    current = lastEnding(inStep.filter((r) => r.start < start && r.end <= start));
  }
  return chain;
}

/** Milliseconds of [a, b) in which none of `requests` was in flight: script and render time. */
export function idleTime(requests, a, b) {
  if (b <= a) return 0;
  const busy = requests
    .filter((r) => r.start < b && r.end > a)
    .map((r) => [Math.max(r.start, a), Math.min(r.end, b)])
    .sort((x, y) => x[0] - y[0]);
  let covered = 0;
  let edge = a;
  for (const [s, e] of busy) {
    if (e <= edge) continue;
    covered += e - Math.max(s, edge);
    edge = e;
  }
  return Math.round(b - a - covered);
}

const ms = (n) => `${Math.round(n)}`.padStart(6);
const shortUrl = (url) => {
  const u = new URL(url);
  const s = u.pathname + u.search;
  return s.length > 90 ? `${s.slice(0, 87)}...` : s;
};

/**
 * Prints the critical path of the step [from, to] of `requests`: each request with its start and
 * end relative to `from`, its KB on the wire, and before it the gap since the previous link
 * with the part of it in which no request at all was in flight.
 */
export function printCriticalPath(requests, from, to, indent = '      ') {
  const chain = criticalPath(requests, from, to);
  const gap = (a, b) => `${indent}   gap ${ms(Math.max(0, b - a)).trim()} ms (nothing in flight ${idleTime(requests, a, b)} ms)`;
  console.log(
    `${indent}critical path, ms from the step's start (${chain.length} requests; whole step: nothing in flight ${idleTime(requests, from, to)} of ${Math.round(to - from)} ms):`,
  );
  let previous = from;
  for (const r of chain) {
    if (r.start > previous) console.log(gap(previous, r.start));
    const size = `${(r.bytes / 1024).toFixed(1)} KB`.padStart(9);
    console.log(`${indent}${ms(r.start - from)} -${ms(r.end - from)} ${size}  ${r.method} ${shortUrl(r.url)}`);
    previous = Math.max(previous, r.end);
  }
  console.log(gap(previous, to).replace('gap', 'to the end mark'));
}
