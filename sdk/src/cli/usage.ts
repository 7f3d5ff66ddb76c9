// What `dasha --help` and `dasha <command> --help` print, and the error of a mistake in the command
// line (exit code 2), as opposed to a failure of the server (exit code 1).
import { version } from '../../package.json';

/** The user typed something the CLI or the contract does not accept: say what, and what to type. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A key the server holds no record for (`dasha get`, exit code 3). */
export class NoSuchRecord extends Error {
  override name = 'NoSuchRecord';
}

/** The package's version (`dasha --version`). */
export const VERSION = version;

/** The text of `dasha --help`: the commands; each command's options are in its own help. */
export const HELP = `dasha ${VERSION}: the 大鲨智造 BladeX API from the command line (@dasha/sdk)

Usage: dasha <command> [options]     (dasha <command> --help: its options and examples)

Commands:
  login        sign in (account and password, or a refresh token); the session is kept in a file
  logout       sign out and forget the session
  get          print one record of a resource by its key (exit 3 when there is none)
  list         print one page of a resource's list (table, json, jsonl or csv)
  export       write every record of a resource to a .csv, .jsonl or .xlsx file
  call         run any operation of the contract by its operationId
  resources    every resource: name, entity, path
  operations   every operationId (or those containing a text)
  completion   print a bash or zsh completion script

Options of every command:
  --base-url <url>   the gateway (else BLADE_BASE_URL, else the one of the last \`dasha login\`)
  --verbose          print each request and answer on stderr (passwords and tokens masked)
  -h, --help         this help, or a command's
  --version          the version of @dasha/sdk

Environment: BLADE_BASE_URL (e.g. http://127.0.0.1:4011/api), BLADE_CLIENT_ID, BLADE_CLIENT_SECRET,
BLADE_TENANT_ID, BLADE_SESSION_FILE (default ~/.config/dasha/session.json), BLADE_TIMEOUT_MS.
Exit codes: 0 done, 1 the server or the network failed, 2 a mistake in the command line, 3 no such record.
`;

const RESOURCE = 'A resource is named by its path (/blade-system/param), the path without the slash, or its name (`dasha resources`).';

/** Each command's help: its usage, options and an example. */
export const COMMAND_HELP: Record<string, string> = {
  login: `Usage: dasha login [--tenant 000000] [--user admin] [--password <p>] [--refresh-token <t>]

Signs in and keeps the session (and the gateway) in the session file for later commands.
  --tenant <id>           the tenant (default BLADE_TENANT_ID, else 000000)
  --user <account>        the account (default BLADE_USERNAME, else admin)
  --password <p>          else BLADE_PASSWORD, else typed without echo or piped on stdin
  --refresh-token <t>     sign in with a kept refresh token instead

Example: echo "$PW" | dasha login --tenant 000000 --user admin
`,
  logout: `Usage: dasha logout

Signs out on the server and removes the session from the session file.
`,
  get: `Usage: dasha get <resource> <key>

Prints the record whose key is <key> as JSON, read by the resource's detail in the contract. BladeX
answers an empty record for a key it does not hold: then this says so on stderr and exits with 3.
${RESOURCE}

Example: dasha get param 1846000000000000001 || echo "no such parameter"
`,
  list: `Usage: dasha list <resource> [--query k=v]... [--page N] [--size N] [--format table|json|jsonl|csv]

Prints one page of the resource's list. ${RESOURCE}
  -q, --query k=v         a filter of the list (checked against the contract; repeat for more)
  --page N                the page, from 1 (default 1)
  --size N                records a page (default 20)
  --format <f>            table (default), json (the page with its total), jsonl or csv

Example: dasha list param --query paramName=短信 --size 20
`,
  export: `Usage: dasha export <resource> --out <file.csv|file.jsonl|file.xlsx> [--query k=v]... [--size N] [--concurrency N] [--raw]

Writes every record of the resource's list to a file, the format from its extension, page by page
as they arrive: a header of the contract's field titles (状态, 创建时间) and the labels of coded values
(待派单, a dictionary's words), as the console's export writes them. ${RESOURCE}
  -o, --out <file>        .csv, .jsonl or .xlsx
  --raw                   the fields' own keys and the values as the list answers them
  -q, --query k=v         a filter of the list (repeat for more)
  --size N                records a request (default 500)
  --concurrency N         pages in flight at once (default 2)
  --stats                 print records/s and peak memory at the end

Example: dasha export /blade-system/param --out params.xlsx
`,
  call: `Usage: dasha call <operationId> [--param k=v]... [--body <json> | --body @<file> | --body @-] [--file part=path]...

Runs one operation of the contract and prints its answer (R's data) as JSON. Parameters and the JSON
body are checked against the contract before anything is sent (a field's kind, allowed values, a
mobile or contact phone, the fields a new record must carry).
  -p, --param k=v         a query, path or header parameter (repeat for more)
  --body <json>           the body: inline, @file.json, or @- for stdin (a multipart upload: its text parts)
  --file part=path        a file to upload in a multipart part (repeat for several files)

Examples: dasha call bladeSystemParamDetail --param id=1846000000000000001
          dasha call bladeSystemParamSubmit --body '{"paramName":"n","paramKey":"k","paramValue":"v"}'
          dasha call bladeResourceOssEndpointPutFile --file file=./logo.png
`,
  resources: `Usage: dasha resources

Lists every resource: its name (for list and export), its entity and its path.
`,
  operations: `Usage: dasha operations [text]

Lists every operationId (or those whose id or path contains text), with its method, path and summary.
`,
  completion: `Usage: dasha completion bash|zsh

Prints a completion script (commands, options, resource names, operationIds). For example:
  bash: echo 'source <(dasha completion bash)' >> ~/.bashrc
  zsh:  echo 'source <(dasha completion zsh)' >> ~/.zshrc
`,
};
