// An operation naming no record whose JSON body is a list of the resource's records
// (batchSavePurchaseOrder): each row a new record, created as a submit creates it. Every row is
// checked before any is saved, so one refused row (named by its number) saves none.
import type { Operation } from '../contract.ts';
import { checkNewRow } from '../input/new-record.ts';
import { coerceRow, type Resource } from '../records.ts';
import type { Row } from '../store.ts';
import { assertStorableRow } from '../tables/storable.ts';
import { BladeError, badRequest, MSG, status } from '../wire.ts';
import type { Call, Handler } from '../call.ts';
import { refuseHiddenParent, submit } from './submit.ts';

/** Whether an operation creates several records of its resource from a list body. */
export const createsRows = (op: Operation): boolean =>
  op.xb?.role === 'action' && op.xb.where === 'none' && op.body?.schema.type === 'array';

/** A refusal of one row, named by its number (第 2 行: ...). */
export function ofRow(n: number, check: () => void): void {
  try {
    check();
  } catch (e) {
    throw e instanceof BladeError ? new BladeError(e.status, `第 ${n} 行: ${e.message}`, e.body) : e;
  }
}

/** A list's rows: a non-empty list of objects, else refused (a row that is none, by its number). */
function rowsOf(list: unknown): Row[] {
  if (!Array.isArray(list) || !list.length) throw badRequest(`${MSG.missing}: 至少一行`);
  return list.map((row: unknown, i: number) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) throw badRequest(`第 ${i + 1} 行: ${MSG.missing}`);
    return row as Row;
  });
}

/** A list body's rows: a non-empty list of objects, else refused (a row that is none, by its number). */
export const bodyRows = (c: Call): Row[] => rowsOf(c.body);

/**
 * A list of new records of `res` (a list body, an order's goods lines), each checked before any is
 * saved, a refusal named by its row: its key dropped (not the caller's to choose), `prepare`
 * applied (a line's order filled in, its good looked up), then the checks a new record meets.
 */
export function newRows(c: Call, res: Resource, list: unknown, prepare: (fields: Row) => Row = (fields) => fields): Row[] {
  return rowsOf(list).map((row, i) => {
    const { [res.key]: _key, ...given } = row;
    let fields = given;
    ofRow(i + 1, () => {
      fields = prepare(given);
      checkNewRow(c, res, fields);
      const input = coerceRow(fields, res.props);
      assertStorableRow(input);
      refuseHiddenParent(c, res, input);
    });
    return fields;
  });
}

export function createRows(res: Resource): Handler {
  return (c) => {
    for (const fields of newRows(c, res, c.body)) submit({ ...c, body: fields }, res, false);
    return status(true);
  };
}
