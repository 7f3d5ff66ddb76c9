import { defineConfig } from 'vitest/config';
import { slowFirst } from '../scripts/lib/slow-first.mjs';

export default defineConfig({
  test: {
    // Unit tests sit beside their modules (src/, scripts/); test/ holds those that start Prism, the
    // sandbox, a child process or `npm pack`.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    // Vitest's default on a 2-core machine is one worker; `npm test` runs one step at a time, so
    // both cores are free (this suite: about half the time with two).
    maxWorkers: 2,
    // The longest files start first, so neither worker ends the run alone.
    sequence: {
      sequencer: slowFirst([
        'test/pack.test.ts',
        'test/cli.test.ts',
        'test/prism.test.ts',
        'test/generated.test.ts',
        'test/timers.test.ts',
        'test/resources-sandbox.test.ts',
      ]),
    },
    // Files share a worker's modules (the client and generated maps load once): 38 s instead of 69 s,
    // passing in shuffled file orders (--sequence.shuffle.files).
    isolate: false,
    // Prism and `npm pack` start real processes.
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
