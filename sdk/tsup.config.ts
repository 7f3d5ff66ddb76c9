import { rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The library entries, ESM + CJS; dependencies (openapi-fetch, zod) stay external. The types are
// emitted once, with the ESM build (4 MB of generated types were shipped twice as .d.ts and .d.cts);
// each CJS entry gets a one-line .d.cts re-exporting its .d.ts, so TypeScript reads `require` as
// CommonJS (a CJS entry typed by the ESM .d.ts itself is "masquerading as ESM" to attw). The CLI
// rides in the ESM build, without types: bin/dasha.mjs imports dist/cli.js.
// dist/ is emptied here, once: tsup's own `clean` removes everything ("**/*") per config, and the two
// configs build side by side, so either would delete the other's files.
// Unminified, with source maps: an app that bundles the SDK minifies it anyway, while a script run
// by Node (and its uncaught BladeError) shows real names and lines instead of one 27 KB line.
rmSync('dist', { recursive: true, force: true });
const library = {
  index: 'src/index.ts',
  query: 'src/query.ts',
  validators: 'src/validators.ts',
  node: 'src/node.ts',
  export: 'src/export/index.ts',
};
const common = { minify: false, sourcemap: true, target: 'es2022', treeshake: true } as const;

export default defineConfig([
  { ...common, entry: { ...library, cli: 'src/cli/main.ts' }, format: ['esm'], dts: { entry: library } },
  {
    ...common,
    entry: library,
    format: ['cjs'],
    dts: false,
    async onSuccess() {
      for (const name of Object.keys(library)) writeFileSync(`dist/${name}.d.cts`, `export * from './${name}.js';\n`);
    },
  },
]);
