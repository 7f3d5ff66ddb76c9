import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { isResource, loadAllScreens } from '@/screens/registry';
import { start, taskScreen } from '@/features/work/screens';
import { manager } from '@/features/work/flow-screens';
import { childDict, parentDict } from '@/features/system/dict-defs';
import type { AnyResource, ColumnDef } from '@/resources/types';

// Every registry entry names its texts by key (typed for the namespaces; business screens' come
// from the contract): each key it uses must hold a text in Chinese AND in English, read straight
// from that language's resources (i18next would fall back to Chinese and hide a gap).

const text = (lng: string, key: string) => {
  const [ns, path] = key.split(':') as [string, string];
  const v: unknown = i18n.getResource(lng, ns, path);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
};

/** The keys an entry's texts need, each a list of alternatives (a column: its screen's label, its entity's contract label, then the shared one). */
function keysOf(def: AnyResource): string[][] {
  const out: string[][] = [[def.title ?? `${def.texts}.title`]];
  const column = (c: ColumnDef) => {
    out.push([c.label ?? `${def.texts}.fields.${c.prop}`, ...(c.entityLabel ? [c.entityLabel] : []), `resources:fields.${c.prop}`]);
    if (c.options && !Array.isArray(c.options)) for (const v of c.options.values) out.push([`${c.options.texts}.${v}`]);
  };
  def.columns.forEach(column);
  for (const mode of ['add', 'edit'] as const)
    for (const prop of def.form?.(mode).required ?? []) {
      // A required field needs its own message or a label for 请输入/请选择 + label.
      if (!text('zh', `${def.texts}.rules.${prop}`))
        expect(
          def.columns.some((c) => c.prop === prop),
          `${def.menuPath}: ${prop} has no message and no column`,
        ).toBe(true);
    }
  for (const a of def.actions ?? []) {
    for (const k of [a.label, a.confirm, a.success, a.form?.title]) if (k) out.push([k]);
    a.form?.columns.forEach(column);
  }
  return out;
}

describe('registry entries: every text in both languages', () => {
  it('holds each key an entry uses, in zh and en', async () => {
    const defs = [
      ...(await loadAllScreens()).filter(isResource),
      // screens served through a component (flow categories, dictionaries): their definitions
      start,
      ...(['claim', 'todo', 'send', 'done'] as const).map(taskScreen),
      manager,
      parentDict('dict'),
      parentDict('dict-biz'),
      childDict('dict', { id: '1', code: 'notice' }),
      childDict('dict-biz', { id: '1', code: 'x' }),
    ];
    expect(defs.length).toBeGreaterThan(100); // the platform screens and the contract's business screens
    const missing: string[] = [];
    for (const def of defs)
      for (const alternatives of keysOf(def))
        for (const lng of ['zh', 'en'])
          if (!alternatives.some((k) => text(lng, k))) missing.push(`${lng} ${def.menuPath}: ${alternatives.join(' | ')}`);
    expect(missing).toEqual([]);
  });

  it('a business screen shows the contract English in English and its Chinese title in Chinese', async () => {
    const defs = (await loadAllScreens()).filter(isResource);
    const repair = defs.find((d) => d.menuPath === '/repair/repairorder')!;
    expect(repair.texts).toBe('business:repairorder');
    const title = `${repair.texts}.title`;
    expect(text('zh', title)).toMatch(/[\u4e00-\u9fff]/);
    expect(text('en', title)).toMatch(/^[A-Z][\x20-\x7e]+$/);
  });
});
