// `dasha`: the CLI of @dasha/sdk (bin/dasha.mjs). Reads the command line (node:util parseArgs for
// the tokens, the checks here so a mistake reads as plain words with a "did you mean"), runs one
// command, and turns a failure into a message on stderr and an exit code.
import { parseArgs } from 'node:util';
import { callOperation, listOperations } from './call';
import { completionScript } from './completion';
import { describeFailure } from './errors';
import { getRecord } from './get';
import { processIo, type CliIo } from './io';
import { exportList, list } from './list';
import { login, logout } from './login';
import { formatResources } from './resources';
import { didYouMean } from './suggest';
import { COMMAND_HELP, HELP, UsageError, VERSION } from './usage';

type Option = { type: 'string' | 'boolean'; short?: string; multiple?: boolean };
const help = { help: { type: 'boolean', short: 'h' } } as const;
const common = { ...help, 'base-url': { type: 'string' }, verbose: { type: 'boolean' } } as const;
const listing = { ...common, query: { type: 'string', multiple: true, short: 'q' }, size: { type: 'string' } } as const;
/** Each command's options (anything else is a usage error). */
const OPTIONS = {
  login: {
    ...common,
    tenant: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    'refresh-token': { type: 'string' },
  },
  logout: common,
  get: common,
  list: { ...listing, page: { type: 'string' }, format: { type: 'string' } },
  export: {
    ...listing,
    out: { type: 'string', short: 'o' },
    concurrency: { type: 'string' },
    stats: { type: 'boolean' },
    raw: { type: 'boolean' },
  },
  call: {
    ...common,
    param: { type: 'string', multiple: true, short: 'p' },
    body: { type: 'string' },
    file: { type: 'string', multiple: true },
  },
  resources: help,
  operations: help,
  completion: help,
} as const satisfies Record<string, Record<string, Option>>;
type Command = keyof typeof OPTIONS;
const COMMANDS = Object.keys(OPTIONS) as Command[];
/** How many positional arguments each command takes. */
const ARGUMENTS: Record<Command, number> = {
  login: 0,
  logout: 0,
  get: 2,
  list: 1,
  export: 1,
  call: 1,
  resources: 0,
  operations: 1,
  completion: 1,
};

/** A command's options as `--name` (and `-x`), for messages and the completion script. */
const optionNames = (name: Command) =>
  Object.entries(OPTIONS[name] as Record<string, Option>).flatMap(([o, d]) => [`--${o}`, ...(d.short ? [`-${d.short}`] : [])]);

/**
 * The command's options and arguments. parseArgs runs loose (it would stop at an unknown option
 * with its own wording); each option token is then checked here.
 */
function parse(name: Command, args: string[]): { flags: Record<string, never>; positionals: string[] } {
  const options = OPTIONS[name] as Record<string, Option>;
  const { values, positionals, tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const o = options[token.name];
    if (!o) {
      const known = Object.keys(options).map((k) => `--${k}`);
      throw new UsageError(
        `Unknown option '${token.rawName}' for dasha ${name}.${didYouMean(`--${token.name}`, known, 2)} Its options: ${optionNames(name).join(', ')}.`,
      );
    }
    if (o.type === 'string' && token.value === undefined) throw new UsageError(`${token.rawName} needs a value: ${token.rawName} <value>.`);
    if (o.type === 'boolean' && token.inlineValue) throw new UsageError(`${token.rawName} takes no value (got "${token.value}").`);
  }
  if (positionals.length > ARGUMENTS[name]) {
    const extra = positionals[ARGUMENTS[name]]!;
    throw new UsageError(`Unexpected argument "${extra}" for dasha ${name}.`);
  }
  return { flags: values as Record<string, never>, positionals };
}

/** The command the user named; a UsageError naming the closest otherwise. */
function commandOf(typed: string): Command {
  if ((COMMANDS as string[]).includes(typed)) return typed as Command;
  if (typed.startsWith('-')) throw new UsageError(`Unknown option '${typed}': name a command first (dasha <command> ${typed}).`);
  throw new UsageError(`Unknown command "${typed}".${didYouMean(typed, COMMANDS)}`);
}

/** Runs one command. */
async function run(io: CliIo, name: Command, [target, second]: string[], flags: Record<string, never>): Promise<void> {
  switch (name) {
    case 'login':
      return login(io, flags);
    case 'logout':
      return logout(io, flags);
    case 'get':
      return getRecord(io, target, second, flags);
    case 'list':
      return list(io, target, flags);
    case 'export':
      return exportList(io, target, flags);
    case 'call':
      return callOperation(io, target, flags);
    case 'resources':
      io.stdout.write(formatResources());
      return;
    case 'operations':
      io.stdout.write(listOperations(target));
      return;
    case 'completion':
      io.stdout.write(completionScript(target, Object.fromEntries(COMMANDS.map((c) => [c, optionNames(c)]))));
      return;
  }
}

/** Runs the CLI on `argv` (without node and the script) and resolves with the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [first, ...rest] = argv;
  try {
    if (first === '--version' || first === '-v' || first === 'version') {
      io.stdout.write(`${VERSION}\n`);
      return 0;
    }
    if (!first || first === '--help' || first === '-h') {
      io.stdout.write(HELP);
      return 0;
    }
    if (first === 'help') {
      io.stdout.write(rest[0] ? COMMAND_HELP[commandOf(rest[0])]! : HELP);
      return 0;
    }
    const name = commandOf(first);
    const { flags, positionals } = parse(name, rest);
    if ((flags as { help?: boolean }).help) {
      io.stdout.write(COMMAND_HELP[name]!);
      return 0;
    }
    await run(io, name, positionals, flags);
    return 0;
  } catch (error) {
    const { message, code } = describeFailure(error);
    io.stderr.write(`dasha: ${message}\n`);
    return code;
  }
}
