// The checks of a call's input that need the operation (the request line, headers and body are
// checked earlier, in limits.ts and body.ts): its paging parameters and a new record's fields.
import type { Call } from '../call.ts';
import { checkNewRecord } from './new-record.ts';
import { pagingOf } from './paging.ts';

const paging = new WeakMap<object, boolean>();
/** Whether an operation takes paging parameters: a fact of its contract, read once per operation. */
function pages(op: NonNullable<Call['op']>): boolean {
  let takes = paging.get(op);
  if (takes === undefined) paging.set(op, (takes = op.params.some((p) => p.in === 'query' && (p.name === 'current' || p.name === 'size'))));
  return takes;
}

export function checkInput(c: Call): void {
  // Before the handler does any work: an operation that pages refuses bad paging up front.
  if (c.op && pages(c.op)) pagingOf(c.query);
  checkNewRecord(c);
}
