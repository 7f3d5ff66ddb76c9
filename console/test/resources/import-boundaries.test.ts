// The layer and cycle rules of eslint.config.mjs, run by ESLint itself on snippets placed at real
// paths of console/src: the imports resolve through the same `@/` alias and resolver as the app,
// so a rule that silently stopped resolving (and so stopped reporting) fails here.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO });
});

/** The import-x findings for `code` as if it were the file at `path` (relative to console/src). */
async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(REPO, 'console/src', path) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries (eslint.config.mjs)', () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    const byAlias = await findings(
      'features/base/lint-probe.ts',
      "import { areas } from '@/features/desk/screens';\nexport const x = areas;\n",
    );
    expect(byAlias).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"@\/features\/desk\/screens".*A feature never imports another feature/),
    ]);
    const relative = await findings('features/base/lint-probe.ts', "import '../desk/screens';\n");
    expect(relative).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(await findings('features/base/lint-probe.ts', "import '@/features/base/screens';\nimport '@/resources/types';\n")).toEqual([]);
  }, 60_000);

  it('keeps each layer below the one that uses it', async () => {
    expect(await findings('lib/lint-probe.ts', "import '@/features/desk/screens';\n")).toEqual([
      expect.stringContaining('Shared layers never import features, screens or the app'),
    ]);
    expect(await findings('resources/lint-probe.ts', "import '@/screens/registry';\n")).toEqual([
      expect.stringContaining('Shared layers never import'),
    ]);
    expect(await findings('screens/lint-probe.ts', "import '@/app/router';\n")).toEqual([
      expect.stringContaining('Screens sit below the app'),
    ]);
    expect(await findings('features/desk/lint-probe.ts', "import '@/app/providers';\n")).toEqual([
      expect.stringContaining('Features sit below screens and the app'),
    ]);
    expect(await findings('components/lint-probe.ts', "import '@/resources/types';\n")).toEqual([
      expect.stringContaining('The generic resource framework sits above components and lib'),
    ]);
    expect(await findings('features/desk/lint-probe.ts', "import '@/testing/render';\n")).toEqual([
      expect.stringContaining('Only tests import the test utilities'),
    ]);
    expect(await findings('features/desk/lint-probe.test.ts', "import '@/testing/render';\n")).toEqual([]);
    expect(await findings('lib/lint-probe.ts', "import '../../../sdk/src/storage';\n")).toEqual([
      expect.stringContaining('through its package entries only'),
    ]);
    expect(await findings('lib/lint-probe.ts', "import '@dasha/sdk';\n")).toEqual([]);
  }, 60_000);

  it("finds a cycle, also one closed by the registry's lazy import() of an area", async () => {
    // areas.ts importing the registry would close registry -> areas -> registry.
    expect(await findings('screens/areas.ts', "import { screenIndex } from './registry';\nexport const x = screenIndex;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
    // An area module importing the registry: registry -> areas -> import('@/features/desk/screens').
    const desk = await findings(
      'features/desk/screens.ts',
      "import { screenIndex } from '@/screens/registry';\nexport const x = screenIndex;\n",
    );
    expect(desk).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: Dependency cycle via "\.\/areas:\d+"/));
    expect(desk).toEqual(expect.arrayContaining([expect.stringContaining('Features sit below screens and the app')]));
  }, 60_000);
});
