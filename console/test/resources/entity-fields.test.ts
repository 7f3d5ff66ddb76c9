import { describe, expect, it } from 'vitest';
import { i18n, loadAllNamespaces } from '@/i18n';
import { isResource, loadAllScreens } from '@/screens/registry';
import { childDict, parentDict } from '@/features/system/dict-defs';
import { entityInput } from '@/resources/entity-fields';
import { staticOptions } from '@/resources/options';
import { translator } from '@/resources/texts';
import { defineResource, allCaps, type AnyResource, type ColumnDef } from '@/resources/types';
import { col } from '@/resources/columns';
import { fields as leaveFields } from '@/features/work/leave-parts';

// A platform column takes its type and its coded options from the contract (the derived
// entity-fields module and the `entities:options` texts); a screen states either only where it
// shows the field otherwise (a radio, a dictionary, a remote picker). One equal to the contract's
// would be a second copy of it, free to drift.

const zh = translator('zh');
const optionList = (c: ColumnDef) => JSON.stringify(staticOptions(c, zh));

/** What a column states itself that its entity's field already says in the contract. */
function restated(def: AnyResource, c: ColumnDef): string[] {
  const input = entityInput(def.entity, c.prop);
  if (!input) return [];
  const own = (part: 'type' | 'options') => !c.fromContract?.includes(part);
  const out: string[] = [];
  if (own('type') && c.type === input.type) out.push(`${def.menuPath} ${c.prop}: type`);
  if (own('options') && c.options && 'codes' in input) {
    const contract = { ...c, options: { texts: `entities:options.${def.entity}.${c.prop}`, values: input.codes } };
    if (optionList(c) === optionList(contract)) out.push(`${def.menuPath} ${c.prop}: options`);
  }
  return out;
}

async function platformScreens(): Promise<AnyResource[]> {
  const dicts = [parentDict('dict'), childDict('dict', { id: '1', code: 'sex' })];
  return [...(await loadAllScreens()).filter(isResource), ...dicts].filter((d) => !d.texts.startsWith('business:'));
}

describe('platform column types and codes come from the contract', () => {
  it('derives the inputs of known fields', async () => {
    await loadAllNamespaces();
    expect(entityInput('Post', 'category')).toEqual({ type: 'select', codes: ['1', '2', '3', '4'] });
    const labels = (lng: string) => i18n.getResource(lng, 'entities', 'options.Post.category') as unknown;
    expect(labels('zh')).toEqual({ '1': '高层', '2': '中层', '3': '基层', '4': '其他' });
    expect(labels('en')).toEqual({ '1': 'Senior', '2': 'Middle', '3': 'Junior', '4': 'Other' });
    expect(entityInput('Post', 'sort')).toEqual({ type: 'number' });
    expect(entityInput('Post', 'remark')).toEqual({ type: 'textarea' });
    expect(entityInput('Notice', 'releaseTime')).toEqual({ type: 'datetime' });
    // BladeX's region dictionary: 0 国家 to 5 村委.
    expect(entityInput('Region', 'regionLevel')).toEqual({ type: 'select', codes: ['0', '1', '2', '3', '4', '5'] });
    // A parameter's fields are lines of text but its value (several lines): nothing coded, nothing numeric.
    for (const prop of ['paramName', 'paramKey', 'remark']) expect(entityInput('Param', prop)).toBeUndefined();
    expect(entityInput('Param', 'paramValue')).toEqual({ type: 'textarea' });
    // Codes without labels (isSealed -1/0/1) are not offered as the contract's choices.
    expect(entityInput('DictEntry', 'isSealed')).toBeUndefined();
  });

  it('types a column that names no type, and keeps a screen overlay', () => {
    const def = defineResource({
      menuPath: '/system/menu',
      texts: 'system:menu',
      path: '/blade-system/menu',
      entity: 'Menu',
      columns: [col('category', { type: 'radio' }), col('action'), col('sort'), col('name')],
      capabilities: allCaps,
      permissions: {},
    });
    const [category, action, sort, name] = def.columns;
    expect(category).toMatchObject({ type: 'radio', options: { texts: 'entities:options.Menu.category', values: ['1', '2'] } });
    expect(category!.fromContract).toEqual(['options']);
    expect(action).toMatchObject({ type: 'select', options: { values: ['0', '1', '2', '3'] }, fromContract: ['type', 'options'] });
    expect(sort).toMatchObject({ type: 'number', fromContract: ['type'] });
    expect(name!.type).toBeUndefined();
    expect(optionList(action!)).toContain('工具操作栏');
  });

  it('no platform screen restates a type or option list its entity already carries', async () => {
    await loadAllNamespaces();
    const found: string[] = [];
    for (const def of await platformScreens()) {
      const formColumns = (def.actions ?? []).flatMap((a) => a.form?.columns ?? []);
      for (const c of [...def.columns, ...formColumns]) found.push(...restated(def, c));
    }
    expect(found).toEqual([]);
  });

  it('finds a restated option list (the check itself)', async () => {
    await loadAllNamespaces();
    const def = defineResource({
      menuPath: '/system/post',
      texts: 'system:post',
      path: '/blade-system/post',
      entity: 'Post',
      columns: [
        col('category', {
          type: 'select',
          options: [1, 2, 3, 4].map((v) => ({ value: String(v), label: ['高层', '中层', '基层', '其他'][v - 1]! })),
        }),
      ],
      capabilities: allCaps,
      permissions: {},
    });
    expect(restated(def, def.columns[0]!)).toEqual(['/system/post category: type', '/system/post category: options']);
  });

  it('types the leave form as the contract types ProcessLeave, stating only its user picker', () => {
    expect(leaveFields.map((f) => [f.prop, f.type])).toEqual([
      ['taskUser', 'select'],
      ['startTime', 'datetime'],
      ['endTime', 'datetime'],
      ['days', 'number'],
      ['reason', 'textarea'],
    ]);
    expect(leaveFields.filter((f) => !f.fromContract).map((f) => f.prop)).toEqual(['taskUser']);
  });
});
