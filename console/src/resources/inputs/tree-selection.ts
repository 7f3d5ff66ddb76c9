/**
 * What a tree pick leaves selected. The tree view replaces its selection on a plain click or Enter
 * (`next` is that one node); a multiple picker toggles that node in the current ids instead, so
 * picking by keyboard or mouse adds and removes one node at a time. A single picker keeps `next`.
 */
export function nextTreeSelection(current: string[], next: string[], multiple: boolean): string[] {
  if (!multiple) return next.slice(-1);
  if (next.length !== 1) return next;
  const [node] = next as [string];
  return current.includes(node) ? current.filter((id) => id !== node) : [...current, node];
}
