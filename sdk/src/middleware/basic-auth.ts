import type { HeaderStep } from './headers';
import { metaOf } from '../meta';

/** `Authorization: Basic base64(clientId:clientSecret)` on every request unless it says `noAuth`. */
export function basicAuth(clientId: string, clientSecret: string): HeaderStep {
  const value = `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
  return {
    onRequest({ request }) {
      if (!metaOf(request).noAuth) request.headers.set('Authorization', value);
    },
  };
}
