// Build plugin: wraps every dynamic `import()` of the console's own code in withChunkTimeout
// (src/lib/chunk-load.ts), so each lazy chunk (a page, an area, a dialog, a language's texts)
// reports the loader's errors of spec §8 (missing, error, timeout after 120 s, CSS) without every
// call site having to remember it. Runs after the TypeScript/JSX transform, on plain JavaScript.
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';

const OWN = /[\\/]console[\\/]src[\\/]/;
const LOADER = 'src/lib/chunk-load.ts';

export function chunkTimeout(loader: string): Plugin {
  return {
    name: 'dasha:chunk-timeout',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (!OWN.test(id) || id.replaceAll('\\', '/').endsWith(LOADER) || !code.includes('import(')) return undefined;
      await init;
      const dynamic = parse(code)[0].filter((i) => i.type === 'dynamic' && i.importEnd > i.importStart);
      if (!dynamic.length) return undefined;
      let out = '';
      let at = 0;
      for (const i of dynamic) {
        out += `${code.slice(at, i.importStart)}__chunk(${code.slice(i.importStart, i.importEnd)})`;
        at = i.importEnd;
      }
      // On the first line, so the lines below keep their numbers.
      return { code: `import { withChunkTimeout as __chunk } from ${JSON.stringify(loader)};${out}${code.slice(at)}`, map: null };
    },
  };
}
