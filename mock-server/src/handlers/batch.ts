// An operation naming no record whose JSON body is a list of the resource's records
// (batchSavePurchaseOrder): each row a new record, created as a submit creates it. Every row is
// checked before any is saved, so one refused row (named by its number) saves none.
import type { Operation } from '../contract.ts';
import { checkNewRow } from '../input/new-record.ts';
import { coerceRow, type Resource } from '../records.ts';
import type { Row } from '../store.ts';
import { assertStorableRow } from '../tables/storable.ts';
import { BladeError, badRequest, MSG, status } from '../wire.ts';
import type { Call, Handler } from './common.ts';
import { refuseHiddenParent, submit } from './standard.ts';

/** Whether an operation creates several records of its resource from a list body. */
export const createsRows = (op: Operation): boolean => op.xb?.role === 'action' && op.xb.where === 'none' && op.body?.schema.type === 'array';

/** A refusal of one row, named by its number (第 2 行: ...). */
export function ofRow(n: number, check: () => void): void {
  try {
    check();
  } catch (e) {
    throw e instanceof BladeError ? new BladeError(e.status, `第 ${n} 行: ${e.message}`, e.body) : e;
  }
}

/** A list body's rows: a non-empty list of objects, else refused (a row that is none, by its number). */
export function bodyRows(c: Call): Row[] {
  if (!Array.isArray(c.body) || !c.body.length) throw badRequest(`${MSG.missing}: 至少一行`);
  return c.body.map((row: unknown, i: number) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) throw badRequest(`第 ${i + 1} 行: ${MSG.missing}`);
    return row as Row;
  });
}

export function createRows(res: Resource): Handler {
  return (c) => {
    const rows = bodyRows(c).map((row, i) => {
      // Each row is a new record: a key it carries is not the caller's to choose.
      const { [res.key]: _key, ...fields } = row;
      ofRow(i + 1, () => {
        checkNewRow(c, res, fields);
        const input = coerceRow(fields, res.props);
        assertStorableRow(input);
        refuseHiddenParent(c, res, input);
      });
      return fields;
    });
    for (const fields of rows) submit({ ...c, body: fields }, res, false);
    return status(true);
  };
}
