import { anyStateOperations } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import type { ActionContext, DialogActionDef, Row } from '@/resources/types';
import type { DerivedAction } from './derived-types';
import { ConfirmOperation, OperationForm } from './operation-dialogs';
import { askedInputs, choicesOf, labelOf, operationOf, resourceOf, type OperationHost } from './run-operation';

/** A tab's context as the record whose tab it is: what an operation of that record (`onParent`) runs on. */
const onParentRecord = (ctx: ActionContext): ActionContext => ({ ...ctx, rows: ctx.parent ? [ctx.parent] : [], row: ctx.parent });

/**
 * A derived named operation as a framework action: a row button (a toolbar button for ids, and
 * for one that names no record: an import). On a tab (`onRows`), ids name one row: a row button
 * too; one of the tab's record (`onParent`) is above the tab.
 */
export function stateAction(host: OperationHost, a: DerivedAction, onRows = false): DialogActionDef {
  const operations = anyStateOperations(blade, resourceOf(host, a));
  const op = operationOf(host, a);
  const asks = !!choicesOf(op) || askedInputs(a).length > 0;
  const Dialog = asks ? OperationForm : ConfirmOperation;
  const batch = op.where === 'ids' || op.where === 'body-list';
  // An operation of the record whose tab it is (a category's 绑定商品) is above the tab, run on that record.
  const toolbar = !!a.onParent || op.where === 'none' || (batch && !onRows);
  return {
    name: a.name,
    label: labelOf(host, a),
    scope: toolbar ? 'toolbar' : 'row',
    needsSelection: batch && !onRows && !a.onParent,
    ...(a.permission ? { permission: a.permission } : {}),
    // Offered only in the states the contract allows it from (the server refuses the others).
    ...(op.from && !toolbar ? { visible: (row: Row) => operations.allows(a.name, row) } : {}),
    dialog: ({ ctx, ...props }) => <Dialog host={host} action={a} ctx={a.onParent ? onParentRecord(ctx) : ctx} {...props} />,
  };
}
