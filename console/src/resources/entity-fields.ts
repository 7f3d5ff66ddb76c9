import { entityFields } from './derived/entity-fields';

/**
 * How the contract says a platform entity's field is typed in (derived/entity-fields.ts, written by
 * scripts/derive-screens.mjs): a moment, a number, a day, a long text, or one of its labelled codes
 * (their labels are the `entities:options.<Entity>.<field>` texts).
 */
export type EntityInput = { type: 'datetime' | 'number' | 'date' | 'textarea' } | { type: 'select'; codes: readonly string[] };

const fields: Readonly<Record<string, Readonly<Record<string, EntityInput>>>> = entityFields;

/** The contract's input of an entity's field, where it says more than a line of text. */
export function entityInput(entity: string, prop: string): EntityInput | undefined {
  return Object.hasOwn(fields, entity) ? fields[entity]![prop] : undefined;
}
