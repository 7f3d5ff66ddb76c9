// Toasts as the tests see them. The console shows a notification for 3 s; on a loaded machine a
// click can return after its toast has already gone, so waiting for a visible toast after the
// click fails although the console did right. Every browser context therefore records each toast
// element when it appears (recordToasts, an init script set in fixtures.ts), and a wait takes
// the first recorded toast with the text that appeared at most LOOKBACK_MS before the wait or
// during it and that no earlier wait took: one toast satisfies one wait, as the tests expect.
// A wait lasts as long as any other action's (30 s): with nothing to miss any more, a short one
// only failed on a loaded machine, where the console took 9 s from the answer to its toast.

import type { Page } from '@playwright/test';

const LOOKBACK_MS = 15_000;

/** A toast element as recorded in the page: when it showed, and whether a wait took it. */
type RecordedToast = Element & { __e2eShownAt?: number; __e2eTaken?: boolean };
declare global {
  interface Window {
    __e2eToasts?: RecordedToast[];
  }
}

/** Runs in the page (before the console's scripts): remembers every toast element and when it showed. */
export function recordToasts() {
  const shown: RecordedToast[] = (window.__e2eToasts = []);
  new MutationObserver(() => {
    for (const el of document.querySelectorAll<RecordedToast>('[data-testid=toast]')) {
      if (el.__e2eShownAt === undefined) {
        el.__e2eShownAt = Date.now();
        shown.push(el);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Waits for a toast holding `text` (its title or description equal to it when `exact`); fails with the texts of the toasts that did show. */
export async function shownToast(page: Page, text: string, { exact = false, timeout = 30_000 } = {}) {
  const since = Date.now() - LOOKBACK_MS;
  try {
    await page.waitForFunction(
      ({ text, exact, since }) => {
        const matches = (el: Element) =>
          exact ? [el, ...el.querySelectorAll('*')].some((n) => n.textContent?.trim() === text) : el.textContent?.includes(text);
        const hit = (window.__e2eToasts ?? []).find((el) => !el.__e2eTaken && (el.__e2eShownAt ?? 0) >= since && matches(el));
        if (hit) hit.__e2eTaken = true;
        return Boolean(hit);
      },
      { text, exact, since },
      { timeout, polling: 100 },
    );
  } catch (e) {
    const shown = await page.evaluate(() => (window.__e2eToasts ?? []).map((el) => el.textContent)).catch(() => []);
    throw new Error(`no toast "${text}" within ${timeout} ms; toasts shown: ${JSON.stringify(shown)}`, { cause: e });
  }
}
