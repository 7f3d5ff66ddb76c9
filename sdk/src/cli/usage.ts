// A mistake in the command line (exit code 2), as opposed to a failure of the server (exit code 1).

/** The user typed something the CLI or the contract does not accept: say what, and what to type. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The text of `dasha --help` (the resources are listed after it). */
export const HELP = `dasha: the 大鲨智造 BladeX API from the command line (@dasha/sdk)

Usage:
  dasha login [--tenant 000000] [--user admin] [--password <p> | password on stdin] [--refresh-token <t>]
  dasha logout
  dasha list <resource> [--query k=v]... [--page N] [--size N] [--format table|json|jsonl|csv]
  dasha export <resource> --out <file.csv|file.jsonl|file.xlsx> [--query k=v]... [--size N] [--concurrency N] [--stats]
  dasha call <operationId> [--param k=v]... [--body <json> | --body @<file> | --body @-]
  dasha resources               every resource: name, entity, path
  dasha operations [text]       every operationId (or those containing text)

A resource is named by its path (/blade-system/param), its path without the slash, or its name.
Environment: BLADE_BASE_URL (required, e.g. http://localhost/api), BLADE_CLIENT_ID, BLADE_CLIENT_SECRET,
BLADE_TENANT_ID, BLADE_SESSION_FILE (default ~/.config/dasha/session.json), BLADE_TIMEOUT_MS.
Every command takes --base-url <url> instead of BLADE_BASE_URL.
Exit codes: 0 done, 1 the server or the network failed, 2 a mistake in the command line.
`;
