import { defineConfig } from 'tsup';

// Three entry points, ESM + CJS + d.ts; dependencies (openapi-fetch, zod) stay external.
export default defineConfig({
  entry: { index: 'src/index.ts', query: 'src/query.ts', validators: 'src/validators.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  minify: true,
  sourcemap: false,
  target: 'es2022',
  treeshake: true,
});
