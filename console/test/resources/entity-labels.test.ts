import { describe, expect, it } from 'vitest';
import { i18n, loadAllNamespaces } from '@/i18n';
import { isResource, loadAllScreens } from '@/screens/registry';

// A platform column is headed by the contract's title of its entity's field (the derived
// `entities` texts); a screen's texts file holds a field label only where the screen words it
// differently. A label equal to the contract's would be a second copy of it, free to drift.

const zhText = (key: string) => {
  const [ns, path] = key.split(':') as [string, string];
  const v: unknown = i18n.getResource('zh', ns, path);
  return typeof v === 'string' ? v : undefined;
};

describe('platform column labels come from the contract', () => {
  it('no screen restates a label its entity already carries', async () => {
    await loadAllNamespaces();
    const restated: string[] = [];
    for (const def of (await loadAllScreens()).filter(isResource)) {
      if (def.texts.startsWith('business:')) continue;
      for (const c of def.columns) {
        const own = zhText(c.label ?? `${def.texts}.fields.${c.prop}`);
        if (own !== undefined && own === zhText(`entities:${def.entity}.${c.prop}`)) restated.push(`${def.menuPath} ${c.prop}: ${own}`);
      }
    }
    expect(restated).toEqual([]);
  });
});
