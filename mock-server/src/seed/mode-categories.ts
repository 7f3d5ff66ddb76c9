// A device model's mall category (a category's 已绑定型号 tab): BladeX keeps the binding in a
// relation, the sandbox on the model as a hidden field. The field and how the seed fills it live
// here, below both the seed and the binding calls (handlers/special/sale-bindings.ts).
import type { Row } from '../store.ts';

/** The sandbox's own field of a model: the mall category it is bound to (never on the wire). */
export const MODE_CATEGORY = '_mallCategoryId';

/** Seeding: models alternately bound to a tenant's first two mall categories, every third left unbound. */
export function seedModeBindings(modes: Row[], categories: Row[]): void {
  if (!categories.length) return;
  modes.forEach((m, i) => {
    if (i % 3 !== 2) m[MODE_CATEGORY] = String(categories[i % Math.min(2, categories.length)]!.id);
  });
}
