import { defineConfig } from 'vitest/config';
import { WORKERS } from './test/prism-per-worker.ts';
import { slowFirst } from '../scripts/lib/slow-first.mjs';

// Two workers, each with its own Prism started once for the run (test/prism-per-worker.ts): the
// suite took 4.7 min on one worker with a Prism per file, most of it Prism reading the contract.
export default defineConfig({
  test: {
    // Unit tests sit beside their modules in src/; test/ holds those that start the sandbox's server.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/prism-per-worker.ts'],
    setupFiles: ['test/fresh-connections.ts'],
    maxWorkers: WORKERS,
    // The longest files start first, so neither worker ends the run alone.
    sequence: {
      sequencer: slowFirst([
        'test/sweep.test.ts',
        'test/bad-input.test.ts',
        'test/sandbox.test.ts',
        'test/permissions.test.ts',
        'test/durability.test.ts',
        'test/kept-rows.test.ts',
        'test/data-scope.test.ts',
        'test/platform-routes.test.ts',
        'test/flows.test.ts',
      ]),
    },
    // Files share a worker's modules (the contract is read once, each test still builds its own
    // sandbox): 109 s instead of 137 s, passing in shuffled file orders (--sequence.shuffle.files).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
