import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    // Vitest's default on a 2-core machine is one worker; `npm test` runs one step at a time, so
    // both cores are free (this suite: about half the time with two).
    maxWorkers: 2,
    // Files share a worker's modules and jsdom (no fresh copy of React, Chakra and jsdom per file):
    // 231 tests in 18 s instead of 96 s, and passing in shuffled file orders (--sequence.shuffle.files).
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/resources/**/*.test.{ts,tsx}'],
    // A hang fails; a loaded machine does not (loading every screen's module took over 20 s at a load of 4).
    testTimeout: 60000,
    css: false,
  },
});
