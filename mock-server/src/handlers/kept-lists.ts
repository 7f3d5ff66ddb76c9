// A standard list asked again, with the same query in the same tenant, of a table that has not
// changed since, is answered as it was then: the page is not worked out, written or allocated
// again. Kept only where nothing but the table's rows and the query make the answer: no data scope
// narrows it for the caller, and every row is written from its kept JSON (no VO labels, which read
// the dictionaries; no nested value, inside which a change is not seen by its table). Kept with
// the table, so a reseed drops them with it.
import type { Call } from '../call.ts';
import type { Resource } from '../records.ts';
import type { Table } from '../store.ts';
import { JsonRows } from '../wire.ts';
import { indexedList, scopeOf, scopedListAnswer, type Match } from './common.ts';
import { dataScopeFilter } from './data-scope.ts';

/** Answers kept per table (beyond it, all of the table's are dropped), and the largest answer kept. */
const MAX_ANSWERS = 32;
const MAX_BYTES = 64 * 1024;

interface Kept {
  stamp: number;
  answer: JsonRows;
}

const keptByTable = new WeakMap<Table, Map<string, Kept>>();

/** The standard list or page of `res`, as answered before while its table is unchanged. */
export function standardList(c: Call, res: Resource, match: Match): unknown {
  const keep = dataScopeFilter(c, c.op?.xb?.resource);
  if (keep || !c.op) return scopedListAnswer(c, indexedList(c, res.table, res.props, match), res.props, keep);
  const table = c.state.store.table(scopeOf(c), res.table);
  const stamp = table.stamp();
  // The URL the query was parsed from stands for the query: the same URL gives the same query, and
  // reading it costs no serialisation of the query on every call.
  const key = `${c.op.key} ${scopeOf(c)} ${c.req.url}`;
  const kept = keptByTable.get(table)?.get(key);
  if (kept && kept.stamp === stamp) return kept.answer;
  const answer = scopedListAnswer(c, indexedList(c, res.table, res.props, match), res.props);
  if (stamp !== undefined && answer instanceof JsonRows && answer.kept && answer.size <= MAX_BYTES && table.stamp() === stamp)
    keepAnswer(table, key, { stamp, answer });
  return answer;
}

function keepAnswer(table: Table, key: string, kept: Kept): void {
  let answers = keptByTable.get(table);
  if (!answers) keptByTable.set(table, (answers = new Map()));
  if (answers.size >= MAX_ANSWERS) answers.clear();
  answers.set(key, kept);
}
