import type { TestSequencerConstructor } from 'vitest/node';

/** The sequencer class for `test.sequence.sequencer`; `slow`: paths relative to the config's root. */
export function slowFirst(slow: string[]): TestSequencerConstructor;
