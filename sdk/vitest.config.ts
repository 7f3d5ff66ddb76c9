import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Prism and `npm pack` start real processes.
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
