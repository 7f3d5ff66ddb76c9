// What the derived browser tests read: the screens derived from the contract (by the derivation
// that writes the console's src/features/business/derived/*.ts, which npm test holds fresh) and
// the contract's routes as its one reader gives them; and how they give an operation's inputs.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { readResources } from '@dasha/contract/resources';
import type { DerivedAction, DerivedColumn, DerivedScreen } from '../../src/features/business/derived-types.ts';
import { deriveScreens } from '../../scripts/derive/screens.mjs';
import { fillForm, pickFirstOptions } from './resource-helpers.ts';

const contract = JSON.parse(readFileSync(new URL('../../../contract/dist/openapi.json', import.meta.url), 'utf8'));

/** Every derived screen of every area. */
export const SCREENS: DerivedScreen[] = Object.values(deriveScreens(contract).areas).flat();

/** The contract's resources: each one's list, detail, view and named operations (route, where the key goes, states). */
export const routes = readResources(contract);

/** The inputs of an operation a person gives (not taken from the record, the session or a tab's record). */
export const asked = (a: DerivedAction) => (a.inputs ?? []).filter((i) => !i.fromRecord && !i.fromSession && !i.fromParent);

/** A look-up: an operation answering records to read (a report, a detail, a tree), run without a confirm. */
export const looksUp = (a: DerivedAction) => a.shows === 'table' || a.shows === 'record' || a.shows === 'tree';

/** A value a person would give an input of this kind (a select: its first choice). */
export const valueFor = (i: DerivedColumn) =>
  i.remote || i.options || i.type === 'select'
    ? { index: 1 }
    : i.type === 'number'
      ? '1'
      : i.type === 'date'
        ? '2026-11-01'
        : i.type === 'datetime'
          ? '2026-12-01T09:30'
          : `E2E-${i.prop}`;

/**
 * Gives an operation's input in its open form what a person would (valueFor; a file: a small
 * workbook-named file); in a form of several rows (`rows`), its first row's cell (rows-0-<prop>).
 */
export async function fillInput(page: Page, form: Locator, i: DerivedColumn, { rows = false } = {}) {
  if (i.type === 'file')
    return form.locator(`#field-${i.prop}`).setInputFiles({
      name: 'e2e.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('E2E'),
    });
  if (!rows) return fillForm(page, form, { [i.prop]: valueFor(i) });
  const id = `rows-0-${i.prop}`;
  if (i.remote) await pickFirstOptions(page, i.prop, 1, { id });
  else if (i.options)
    await form.locator(`#${id}`).selectOption({ index: 1 }); // a coded field: its first code
  else await form.locator(`#${id}`).fill(String(valueFor(i)));
}
