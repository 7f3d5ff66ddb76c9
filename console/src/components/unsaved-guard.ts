// Screens report unsaved edits here; the shell asks hasUnsavedEdits() before closing a tab, and
// the browser asks before leaving the page.
const dirty = new Set<string>();

const onBeforeUnload = (e: BeforeUnloadEvent) => {
  e.preventDefault();
  e.returnValue = '';
};

export function setUnsaved(owner: string, isDirty: boolean) {
  const before = dirty.size;
  if (isDirty) dirty.add(owner);
  else dirty.delete(owner);
  if (typeof window === 'undefined') return;
  if (!before && dirty.size) window.addEventListener('beforeunload', onBeforeUnload);
  if (before && !dirty.size) window.removeEventListener('beforeunload', onBeforeUnload);
}

/** True while a form somewhere holds edits that were not saved. */
export function hasUnsavedEdits(): boolean {
  return dirty.size > 0;
}
