import type { RequestStep } from './request';
import { metaOf } from '../meta';

/** `Blade-Auth: bearer <token>` when signed in, unless the request says `noToken`. */
export function bladeAuth(token: () => string | undefined): RequestStep {
  return (request) => {
    const value = token();
    if (value && !metaOf(request).noToken) request.headers.set('Blade-Auth', `bearer ${value}`);
  };
}
