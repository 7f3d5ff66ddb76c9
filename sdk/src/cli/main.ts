// `dasha`: the CLI of @dasha/sdk (bin/dasha.mjs). Parses the command line with node:util
// parseArgs, runs one command, and turns a failure into a message on stderr and an exit code.
import { parseArgs } from 'node:util';
import { callOperation, listOperations } from './call';
import { describeFailure } from './errors';
import { processIo, type CliIo } from './io';
import { exportList, list } from './list';
import { login, logout } from './login';
import { formatResources } from './resources';
import { HELP, UsageError } from './usage';

const common = { 'base-url': { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;
const listing = { ...common, query: { type: 'string', multiple: true, short: 'q' }, size: { type: 'string' } } as const;
/** Each command's options (anything else is a usage error). */
const OPTIONS = {
  login: { ...common, tenant: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' }, 'refresh-token': { type: 'string' } },
  logout: common,
  list: { ...listing, page: { type: 'string' }, format: { type: 'string' } },
  export: { ...listing, out: { type: 'string', short: 'o' }, concurrency: { type: 'string' }, stats: { type: 'boolean' } },
  call: { ...common, param: { type: 'string', multiple: true, short: 'p' }, body: { type: 'string' } },
  resources: common,
  operations: common,
} as const;

/** Runs the CLI on `argv` (without node and the script) and resolves with the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      io.stdout.write(`${HELP}\nResources (name, entity, path):\n${formatResources()}`);
      return 0;
    }
    if (!(command in OPTIONS)) throw new UsageError(`Unknown command "${command}".`);
    const name = command as keyof typeof OPTIONS;
    const { values, positionals } = parseArgs({ args: rest, options: OPTIONS[name], allowPositionals: true, strict: true });
    const flags = values as Record<string, never>;
    if (flags.help) {
      io.stdout.write(HELP);
      return 0;
    }
    const [target, ...extra] = positionals;
    const takes = name === 'list' || name === 'export' || name === 'call' || name === 'operations' ? 1 : 0;
    if (positionals.length > takes) throw new UsageError(`Unexpected argument "${(takes ? extra : positionals)[0]}" for dasha ${name}.`);
    switch (name) {
      case 'login':
        await login(io, flags);
        break;
      case 'logout':
        await logout(io, flags);
        break;
      case 'list':
        await list(io, target, flags);
        break;
      case 'export':
        await exportList(io, target, flags);
        break;
      case 'call':
        await callOperation(io, target, flags);
        break;
      case 'resources':
        io.stdout.write(formatResources());
        break;
      case 'operations':
        io.stdout.write(listOperations(target));
        break;
    }
    return 0;
  } catch (error) {
    const { message, code } = describeFailure(error);
    io.stderr.write(`dasha: ${message}\n`);
    return code;
  }
}
