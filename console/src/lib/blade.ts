import { createBladeClient, BladeError } from '@dasha/sdk';
import { queryKeys, type KeyOwner } from '@dasha/sdk/query';
import { storage } from './storage';
import { notify } from './notify';
import { createSessionEnd } from './session';
import { website } from './config';

/** config.json's apiBase, made absolute against the page (also what an <img> of the API loads from). */
export const apiBaseUrl = new URL(website.apiBase, location.origin).href.replace(/\/$/, '');

/**
 * The console's one client (spec §7, §8): Basic client header and Blade-Auth token are the SDK's;
 * a 401 of the current session ends it and goes to /login; any other failing code is shown as an
 * error message.
 */
export const blade = createBladeClient({
  // config.json's apiBase, made absolute against the page so Request() resolves it in tests too;
  // the SDK sends the token only to this origin.
  baseUrl: apiBaseUrl,
  clientId: website.clientId,
  clientSecret: website.clientSecret,
  storage,
  onUnauthorized: () => void endSession('unauthorized'),
  onError: (error: unknown) => {
    if (error instanceof BladeError && error.code === 401) return;
    notify.error(error instanceof Error ? error.message : String(error));
  },
});

/** The one way a session ends (401, failed refresh, sign-out, lock screen, registration, guard): lib/session.ts. */
export const endSession = createSessionEnd(blade);

/** The signed-in tenant and user, whose answers the query keys hold (the SDK's key owner). */
export const keyOwner = (): KeyOwner => queryKeys.owner(blade.session.get());

/**
 * The SDK's query key prefix of a resource for the signed-in user, [tenantId, userId,
 * 'blade-system/param']: every key starts so, and invalidating it refreshes all of that resource.
 */
export const resourceKey = (resource: string) => queryKeys.resource(keyOwner(), resource);

export { BladeError };
