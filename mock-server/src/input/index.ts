// The checks of a call's input that need the operation (the request line, headers and body are
// checked earlier, in limits.ts and body.ts): its paging parameters and a new record's fields.
import type { Call } from '../call.ts';
import { checkNewRecord } from './new-record.ts';
import { pagingOf } from './paging.ts';

export function checkInput(c: Call): void {
  // Before the handler does any work: an operation that pages refuses bad paging up front.
  if (c.op?.params.some((p) => p.in === 'query' && (p.name === 'current' || p.name === 'size'))) pagingOf(c.query);
  checkNewRecord(c);
}
