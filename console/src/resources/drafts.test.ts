import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { menuStore } from '@/lib/menu-store';
import type { MenuItem } from '@/lib/menu';
import { draftOf, recordOfDraft, useDrafts } from './drafts';
import type { AnyResource, DraftsDef } from './types';

const drafts: DraftsDef = {
  path: '/eim-purchase/purchaseorderdraft',
  content: 'content',
  carry: ['supplierName', 'purchasePerson', 'totalAmount'],
  menuPath: '/purchase/purchaseorderdraft',
};
const order = {
  path: '/eim-purchase/purchaseorderinfo',
  columns: [{ prop: 'purchaseNo' }, { prop: 'supplierName' }, { prop: 'remark' }],
} as unknown as AnyResource;

describe('draftOf: the draft keeping a form', () => {
  it('carries the filled fields the drafts have beside the record as JSON; a changed draft names its key', () => {
    const record = { purchaseNo: 'CG-1', supplierName: '华东滤材', purchasePerson: '', totalAmount: 0, remark: '急' };
    expect(draftOf(drafts, record)).toEqual({ supplierName: '华东滤材', totalAmount: 0, content: JSON.stringify(record) });
    expect(draftOf(drafts, record, '42')).toMatchObject({ id: '42', supplierName: '华东滤材' });
  });
});

describe('recordOfDraft: the record a draft keeps, as its form', () => {
  it("keeps the form's fields, never a key or a field the form lacks", () => {
    expect(recordOfDraft(order, JSON.stringify({ id: '9', purchaseNo: 'CG-1', remark: '急', tenantId: '000000' }))).toEqual({
      purchaseNo: 'CG-1',
      remark: '急',
    });
  });

  it('gives none for a content that is no record (not JSON, a list, a number, empty)', () => {
    for (const content of ['不是JSON', '[1,2]', '7', '', undefined, 'null'])
      expect(recordOfDraft(order, content), String(content)).toBeNull();
  });
});

describe('useDrafts: 存为草稿 where the drafts are opened again', () => {
  // As buildMenu makes a page: its route ends in /index.
  const page = (to: string): MenuItem => ({
    id: to,
    code: to,
    name: to,
    to: `${to}/index`,
    source: to,
    icon: '',
    kind: 'page',
    children: [],
  });
  const area = (...children: MenuItem[]): MenuItem => ({ ...page('/purchase'), to: '/purchase', kind: 'area', children });
  const keeping = { ...order, drafts } as AnyResource;
  const offered = (menu: MenuItem[] | null, def = keeping) => {
    menuStore.set({ menu });
    return renderHook(() => useDrafts(def)).result.current;
  };

  it("is offered when the user's menu holds the drafts' screen, not when it lacks it or no menu is read yet", () => {
    expect(offered([area(page('/purchase/purchaseorderinfo'), page('/purchase/purchaseorderdraft'))])).toBe(drafts);
    expect(offered([area(page('/purchase/purchaseorderinfo'))])).toBeUndefined();
    expect(offered(null)).toBeUndefined();
  });

  it('is never offered on a screen keeping no drafts', () => {
    expect(offered([area(page('/purchase/purchaseorderdraft'))], order)).toBeUndefined();
  });
});
