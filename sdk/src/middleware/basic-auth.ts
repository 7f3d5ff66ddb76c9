import type { RequestStep } from './request';
import { metaOf } from '../meta';

/** `Authorization: Basic base64(clientId:clientSecret)` on every request unless it says `noAuth`. */
export function basicAuth(clientId: string, clientSecret: string): RequestStep {
  const value = `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
  return (request) => {
    if (!metaOf(request).noAuth) request.headers.set('Authorization', value);
  };
}
