import { blade, resourceKey } from '@/lib/blade';
import { holdsScreen } from '@/lib/menu';
import { menuStore } from '@/lib/menu-store';
import { useStore } from '@/lib/store';
import { queryClient } from '@/lib/query-client';
import type { AnyResource, DraftsDef, Row } from './types';

// A new record begun and not finished (a purchase order): its form is kept as a draft of the
// contract's drafts resource (the record as JSON in the draft's content field) and opened again
// from the draft, as many times as needed, until it is saved as a record.

/**
 * Where a screen's new record may be kept as a draft (存为草稿 on its form): its drafts, when the
 * signed-in user's menu holds the drafts' screen (where a draft is opened again); else none.
 */
export function useDrafts(def: AnyResource): DraftsDef | undefined {
  const menu = useStore(menuStore, (s) => s.menu);
  return def.drafts && menu && holdsScreen(menu, def.drafts.menuPath) ? def.drafts : undefined;
}

/** The draft keeping a form's record (as it would be submitted): the drafts' own fields copied from it, the record as JSON, the draft's key when it changes one. */
export function draftOf(drafts: DraftsDef, record: Row, draftKey?: string): Row {
  const carried = drafts.carry.filter((p) => record[p] != null && record[p] !== '').map((p) => [p, record[p]]);
  return {
    ...(draftKey ? { [blade.anyResource(drafts.path).key]: draftKey } : {}),
    ...Object.fromEntries(carried),
    [drafts.content]: JSON.stringify(record),
  };
}

/** Saves a form's record as a draft (a new one, or the one it was opened from); the drafts' lists read again. */
export async function saveDraft(drafts: DraftsDef, record: Row, draftKey?: string): Promise<void> {
  await blade.anyResource(drafts.path).submit(draftOf(drafts, record, draftKey));
  void queryClient.invalidateQueries({ queryKey: resourceKey(drafts.path) });
}

/**
 * The record a draft keeps, as its form's first values: the form's own fields only, never a key
 * (it becomes a new record); null when the content is not a record's JSON.
 */
export function recordOfDraft(def: AnyResource, content: unknown): Row | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(content ?? ''));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const asked = new Set(def.columns.map((c) => c.prop));
  asked.delete(def.rowKey ?? 'id');
  return Object.fromEntries(Object.entries(parsed).filter(([prop]) => asked.has(prop)));
}
