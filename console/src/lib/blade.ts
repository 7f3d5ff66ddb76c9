import { createBladeClient, BladeError } from '@dasha/sdk';
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

export { BladeError };
