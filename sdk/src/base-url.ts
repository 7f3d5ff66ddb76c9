// The base URL of createBladeClient, checked where it is given rather than at the first request.

/**
 * A relative base URL resolves against the page; with no page (Node, workers without `location`)
 * fetch fails later with an unhelpful "Failed to parse URL", so say what to set here instead.
 */
export function checkedBaseUrl(baseUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(baseUrl) || (globalThis as { location?: unknown }).location) return baseUrl;
  throw new Error(
    `createBladeClient: baseUrl "${baseUrl}" is relative and there is no page to resolve it against (Node). ` +
      'Pass an absolute URL as the `baseUrl` option (e.g. http://localhost:80/api), or set BLADE_BASE_URL and use createBladeClientFromEnv from @dasha/sdk/node.',
  );
}
