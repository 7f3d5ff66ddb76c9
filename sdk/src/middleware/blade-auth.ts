import type { HeaderStep } from './headers';
import { metaOf } from '../meta';

/** `Blade-Auth: bearer <token>` when signed in, unless the request says `noToken`. */
export function bladeAuth(token: () => string | undefined): HeaderStep {
  return {
    onRequest({ request }) {
      const value = token();
      if (value && !metaOf(request).noToken) request.headers.set('Blade-Auth', `bearer ${value}`);
    },
  };
}
