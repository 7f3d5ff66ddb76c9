import { defineConfig } from 'vitest/config';

// The Prism-fronted suite starts one Prism process; give it room on two slow cores.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
