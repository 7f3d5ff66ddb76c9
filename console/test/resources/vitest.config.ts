import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from '../../vite.config';

// The registry and form-rule tests (console/test/resources). The console's own config includes
// only src/**; this one can be merged into it by adding 'test/resources/**/*.test.ts'.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: { environment: 'jsdom', include: ['test/resources/**/*.test.{ts,tsx}'], root: new URL('../..', import.meta.url).pathname, testTimeout: 20000 },
});
