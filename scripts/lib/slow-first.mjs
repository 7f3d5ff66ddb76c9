// A Vitest sequencer that starts the files a config names as slow first. On a clean clone (no
// results cache) Vitest orders files by size, so a short file that runs long (the contract sweep
// through Prism, `npm pack`) started last and ran alone while the other worker sat idle. The rest
// keep Vitest's own order (cached durations when it has them).
import { BaseSequencer } from 'vitest/node';

/** The sequencer class for `test.sequence.sequencer`; `slow`: paths relative to the config's root. */
export function slowFirst(slow) {
  const isSlow = (spec) => slow.some((path) => spec.moduleId.endsWith(`/${path}`));
  return class SlowFirst extends BaseSequencer {
    async sort(files) {
      const sorted = await super.sort(files);
      return [...sorted.filter(isSlow), ...sorted.filter((f) => !isSlow(f))];
    }
  };
}
