import type { Middleware } from 'openapi-fetch';
import { metaOf } from '../meta';

/** `Blade-Auth: bearer <token>` when signed in, unless the request says `noToken`. */
export function bladeAuth(token: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = token();
      if (value && !metaOf(request).noToken) request.headers.set('Blade-Auth', `bearer ${value}`);
    },
  };
}
