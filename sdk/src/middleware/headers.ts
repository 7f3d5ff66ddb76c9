import type { Middleware } from 'openapi-fetch';

/** A middleware that only edits `request.headers`, synchronously (basic-auth, blade-auth, tenant, brand). */
export interface HeaderStep {
  onRequest(options: { request: Request }): void;
}

/**
 * Runs header steps, in order, as one middleware: openapi-fetch awaits every hook of every middleware,
 * so one hook instead of four saves three awaited calls per request.
 */
export function headerSteps(...steps: HeaderStep[]): Middleware {
  return {
    onRequest(options) {
      for (const step of steps) step.onRequest(options);
    },
  };
}
