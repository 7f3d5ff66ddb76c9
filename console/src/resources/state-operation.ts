import { stateOperations, type ActionInput, type ActionName, type ResourcePath } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import type { ActionContext, ActionDef } from './types';

/** What a screen says about the button: its texts, permission, form; the rest is the contract's. */
type Button<P extends ResourcePath, N extends ActionName<P>> = Omit<ActionDef, 'name' | 'scope' | 'visible' | 'run' | 'needsSelection'> & {
  /** The button's name when it is not the operation's (one operation, two buttons: 激活/挂起). */
  name?: string;
  /** The choice this button makes (change-state's active or suspend): its states decide where it shows. */
  choice?: string;
  /** The operation's other parameters (a form's values, the choice's query parameter). */
  input?: (ctx: ActionContext) => ActionInput<P, N>;
};

/**
 * A named state operation of the contract as a row button: shown only in the states the contract
 * allows it from, and run through the SDK, which sends the row's key where the contract says.
 * @example stateButton('/blade-resource/sms', 'disable', { label: 'files:actions.disable', permission: 'sms_enable' })
 */
export function stateButton<P extends ResourcePath, N extends ActionName<P>>(path: P, operation: N, button: Button<P, N>): ActionDef {
  const operations = stateOperations(blade, path);
  const key = blade.resource(path).key;
  const { name, choice, input, ...shown } = button;
  return {
    ...shown,
    name: name ?? operation,
    scope: 'row',
    visible: (row) => operations.allows(operation, row, choice),
    run: (ctx) => operations.run(operation, String(ctx.row?.[key] ?? ''), input?.(ctx)),
  };
}
