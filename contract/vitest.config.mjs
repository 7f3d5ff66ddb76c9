import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Unit tests of lib/ sit beside their modules; test/ holds those reading the whole bundle or starting Prism.
  test: { include: ['lib/**/*.test.mjs', 'test/**/*.test.mjs'], testTimeout: 60000, hookTimeout: 180000 },
});
