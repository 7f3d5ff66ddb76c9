// axe-core in the page under test: put there once per document with page.evaluate (which the
// page's Content-Security-Policy does not govern; @axe-core/playwright would inject its 500 KB again
// on every analyze), then run on the whole page or a part of it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical violations in the page or inside `include` (a selector), one line each with the first nodes. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const r = await page.evaluate(
    (ctx) => window.axe.run(ctx ? { include: [ctx] } : document, { resultTypes: ['violations'] }),
    include ?? null,
  );
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`)
          .join(' | ')}`,
    );
}

/** The check itself can fail: an unlabelled field put in the content is reported (then removed). */
export async function axeSelfCheck(page: Page) {
  await page.evaluate(() =>
    document.querySelector('[data-testid=content]')?.append(Object.assign(document.createElement('input'), { id: 'axe-self-check' })),
  );
  const found = await axeViolations(page, '#axe-self-check');
  await page.evaluate(() => document.getElementById('axe-self-check')?.remove());
  assert.ok(
    found.some((v) => v.startsWith('label:')),
    `axe reports an unlabelled field: ${found}`,
  );
}
