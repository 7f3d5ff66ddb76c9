// `--query k=v` / `--param k=v` checked against the contract: the name must be a parameter of the
// operation, required ones must be there, and the value must read as the declared kind. A typo
// is caught here (exit 2) instead of being silently ignored by the server.
import { operations, type OperationFacts } from '../generated/operations';
import { didYouMean } from './suggest';
import { UsageError } from './usage';

/** Splits `k=v` pairs (the value may contain =). */
export function pairs(items: readonly string[] = [], flag: string): [string, string][] {
  return items.map((item) => {
    const at = item.indexOf('=');
    if (at <= 0) throw new UsageError(`--${flag} takes name=value, got "${item}".`);
    return [item.slice(0, at), item.slice(at + 1)];
  });
}

/** The value as the parameter's kind: a UsageError when it does not read as one. */
function convert(name: string, kind: string, text: string): unknown {
  if (kind === 'integer' || kind === 'number') {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || (kind === 'integer' && !Number.isInteger(n)))
      throw new UsageError(`Parameter ${name} must be ${kind === 'integer' ? 'an integer' : 'a number'}, got "${text}".`);
    return n;
  }
  if (kind === 'boolean') {
    if (text !== 'true' && text !== 'false') throw new UsageError(`Parameter ${name} must be true or false, got "${text}".`);
    return text === 'true';
  }
  return text;
}

/** The operation of the contract with this id; a UsageError naming close ids otherwise. */
export function operationOf(id: string | undefined): OperationFacts {
  if (!id) throw new UsageError('Name an operation: `dasha call <operationId>` (`dasha operations` lists them).');
  const op = operations[id];
  if (op) return op;
  throw new UsageError(`Unknown operationId "${id}".${didYouMean(id, Object.keys(operations), 5)} Run \`dasha operations\` for the list.`);
}

/** The operation of a path and method (a resource's list), if the contract has it. */
export function operationAt(method: string, path: string): OperationFacts | undefined {
  return Object.values(operations).find((o) => o.method === method && o.path === path);
}

/** Checked parameters, by place: { query: {...}, path: {...}, header: {...} }. */
export function checkParams(op: OperationFacts, given: [string, string][], what: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, text] of given) {
    const p = op.params.find(([n]) => n === name);
    if (!p) {
      const known = op.params.map(([n]) => n);
      throw new UsageError(
        `${what} has no parameter "${name}". ${known.length ? `It takes: ${known.join(', ')}.` : 'It takes none.'}${didYouMean(name, known, 2)}`,
      );
    }
    (out[p[1]] ??= {})[name] = convert(name, p[3], text);
  }
  const missing = op.params.filter(([n, place, required]) => required && out[place]?.[n] === undefined).map(([n]) => n);
  if (missing.length) throw new UsageError(`${what} needs ${missing.map((n) => `--param ${n}=...`).join(' ')}.`);
  return out;
}
