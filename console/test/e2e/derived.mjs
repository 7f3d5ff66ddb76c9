// What the derived browser tests read: the screens derived from the contract (the console's own
// src/features/business/derived/*.json) and the contract's routes as its one reader gives them.
import { readdirSync, readFileSync } from 'node:fs';
import { readResources } from '@dasha/contract/resources';

const DERIVED = new URL('../../src/features/business/derived/', import.meta.url);

/** Every derived screen of every area. */
export const SCREENS = readdirSync(DERIVED).flatMap((f) => JSON.parse(readFileSync(new URL(f, DERIVED), 'utf8')));

/** The contract's resources: each one's list, detail, view and named operations (route, where the key goes, states). */
export const routes = readResources(JSON.parse(readFileSync(new URL('../../../contract/dist/openapi.json', import.meta.url), 'utf8')));

/** The inputs of an operation a person gives (not taken from the record, the session or a tab's record). */
export const asked = (a) => (a.inputs ?? []).filter((i) => !i.fromRecord && !i.fromSession && !i.fromParent);

/** A look-up: an operation answering records to read (a report, a detail, a tree), run without a confirm. */
export const looksUp = (a) => a.shows === 'table' || a.shows === 'record' || a.shows === 'tree';
