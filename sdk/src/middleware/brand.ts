import type { RequestStep } from './request';

/** The current brand as the `brandId` header (spec §6), when one is chosen. */
export function brand(brandId: () => string | undefined): RequestStep {
  return (request) => {
    const value = brandId();
    if (value && !request.headers.has('brandId')) request.headers.set('brandId', value);
  };
}
