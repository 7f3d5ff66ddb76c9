// Waits for a state of the page by checking it in the page on every animation frame, and says
// when (the page's Date.now(): the wall clock Node's Date.now() and the waterfall use too).
// Playwright's locator.waitFor polls from Node with a backoff (0, 20, 50, 100, 100, then every
// 500 ms), which would add up to half a second to any step longer than ~0.3 s.

/**
 * Resolves with the page's Date.now() at the first animation frame where every condition holds:
 * `{ path }` location.pathname is it; `{ label }` a <label> with that text has a visible control;
 * `{ css }` an element matching it is visible; `{ css, loaded: true }` and is a decoded image.
 * A navigation during the wait (a destroyed context) is waited through.
 * @example const shownAt = await whenShown(page, [{ label: '账号' }, { css: 'img[src^="data:image"]', loaded: true }]);
 */
export async function whenShown(page, conditions, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await page.evaluate(inPage, { conditions, deadline });
    } catch (e) {
      // The document went away under the check (a full navigation): check the new one.
      if (!/context was destroyed|navigation|Target closed/i.test(e.message) || Date.now() > deadline) throw e;
    }
  }
}

// Runs in the page (serialised by Playwright, no closure): polls on requestAnimationFrame.
function inPage({ conditions, deadline }) {
  const visible = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const holds = (c) => {
    if (c.path) return location.pathname === c.path;
    const found = c.label
      ? [...document.querySelectorAll('label')].filter((l) => l.textContent.trim() === c.label).map((l) => l.control)
      : [...document.querySelectorAll(c.css)];
    return found.some((el) => visible(el) && (!c.loaded || (el.complete && el.naturalWidth > 0)));
  };
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (conditions.every(holds)) resolve(Date.now());
      else if (Date.now() > deadline) reject(new Error(`not shown in time: ${JSON.stringify(conditions.filter((c) => !holds(c)))}`));
      else requestAnimationFrame(tick);
    };
    tick();
  });
}
