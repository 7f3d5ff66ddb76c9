import type { HeaderStep } from './headers';

/** The current brand as the `brandId` header (spec §6), when one is chosen. */
export function brand(brandId: () => string | undefined): HeaderStep {
  return {
    onRequest({ request }) {
      const value = brandId();
      if (value && !request.headers.has('brandId')) request.headers.set('brandId', value);
    },
  };
}
