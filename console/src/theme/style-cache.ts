import createCache from '@emotion/cache';

/** The placeholder Vite writes (vite.config.ts `html.cspNonce`) and nginx replaces per request. */
const PLACEHOLDER = '__CSP_NONCE__';

/**
 * This page's CSP nonce: index.html's `<meta property="csp-nonce">`, which the production server
 * fills with a fresh value per request (deploy/nginx). Undefined where nothing filled it (vite
 * preview, tests), which have no CSP either.
 */
export function cspNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined;
}

/** Chakra's style engine (Emotion) tags every <style> it inserts with the nonce, so the CSP needs no 'unsafe-inline'. */
export const styleCache = createCache({ key: 'css', nonce: cspNonce() });
