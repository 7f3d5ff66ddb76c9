import { browserStorage } from '@dasha/sdk';

/** The console's prefixed storage helper (spec §9), the same one the SDK keeps the session in. */
export const storage = browserStorage({ prefix: 'saber' });
