// The request body of `dasha call`, checked against the contract before it is sent: its shape, each
// field's kind, allowed values and pattern, the spec §5 validator its title calls for (a mobile
// number, a contact phone, an ID number), and the fields a new record must carry. Every problem is
// named at once, with what was given, so a script author fixes the JSON in one go.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { bodies, type BodyFacts, type BodyField } from '../generated/operations';
import { isEmpty, validators } from '../validator-rules';
import type { CliIo } from './io';
import { readAll } from './io';
import { didYouMean } from './suggest';
import { UsageError } from './usage';

/** The body the user gave (`--body` inline, @file or @- for stdin), parsed as JSON. */
export async function bodyOf(io: CliIo, text: string): Promise<unknown> {
  let source = text;
  if (text === '@-') source = await readAll(io.stdin);
  else if (text.startsWith('@')) {
    try {
      source = readFileSync(text.slice(1), 'utf8');
    } catch (e) {
      throw new UsageError(`--body ${text}: cannot read the file (${(e as Error).message}).`);
    }
  }
  try {
    return JSON.parse(source);
  } catch (e) {
    throw new UsageError(`--body must be JSON (${(e as Error).message}).`);
  }
}

const shown = (v: unknown) => JSON.stringify(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with one value of a field (BladeX's Jackson also takes numbers as text and digits as numbers). */
function fieldProblem(name: string, f: BodyField, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  switch (f.kind) {
    case 'integer':
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n) || (f.kind === 'integer' && !Number.isInteger(n)))
        return `${name} must be ${f.kind === 'integer' ? 'an integer' : 'a number'}, got ${shown(value)}`;
      break;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') return `${name} must be true or false, got ${shown(value)}`;
      break;
    case 'array':
      if (!Array.isArray(value)) return `${name} must be a list, got ${shown(value)}`;
      return undefined;
    case 'object':
      if (!isRecord(value)) return `${name} must be an object, got ${shown(value)}`;
      return undefined;
    default:
      if (text === undefined) return `${name} must be text, got ${shown(value)}`;
  }
  if (f.enum && !f.enum.some((e) => String(e) === text)) return `${name} must be one of ${f.enum.join(', ')}, got ${shown(value)}`;
  if (f.pattern && text !== '' && !new RegExp(f.pattern, 'u').test(text!))
    return `${name} does not match ${f.pattern}, got ${shown(value)}`;
  const message = f.rule ? validators[f.rule](text, { lang: 'en' }) : undefined;
  return message ? `${name}: ${message}, got ${shown(value)}` : undefined;
}

/** The problems of one record against the body's facts (`at`: where it is in a list). */
function recordProblems(facts: BodyFacts, record: unknown, at: string): string[] {
  if (!isRecord(record)) return [`${at || 'the body'} must be a JSON object, got ${shown(record)?.slice(0, 60)}`];
  const names = Object.keys(facts.fields);
  const problems: string[] = [];
  for (const [name, value] of Object.entries(record)) {
    const f = facts.fields[name];
    if (f) {
      const p = fieldProblem(`${at}${name}`, f, value);
      if (p) problems.push(p);
      continue;
    }
    // BladeX ignores a field it does not know; one that is a letter or two off a known one is a typo.
    const hint = didYouMean(name, names, 2);
    if (hint) problems.push(`${at}${name} is not a field of this body.${hint}`);
  }
  const creating = facts.key !== undefined && isEmpty(record[facts.key]);
  const missing = creating ? (facts.required ?? []).filter((n) => isEmpty(record[n])) : [];
  if (missing.length)
    problems.push(`${at || 'a new record'}${at ? ' (a new record)' : ''} needs ${missing.join(', ')} (without ${facts.key} it is created)`);
  return problems;
}

/** Throws a UsageError naming every problem of the JSON body of operation `id`; nothing when the contract has no facts of it. */
export function checkJsonBody(id: string, body: unknown): void {
  const facts = bodies[id];
  if (!facts || facts.files) return;
  let problems: string[];
  if (facts.shape === 'array') {
    problems = Array.isArray(body)
      ? body.flatMap((r, i) => recordProblems(facts, r, `[${i}].`))
      : [`the body must be a JSON list of records, got ${shown(body)?.slice(0, 60)}`];
  } else problems = recordProblems(facts, body, '');
  if (problems.length) throw new UsageError(`The body of ${id} does not fit the contract:\n  - ${problems.slice(0, 10).join('\n  - ')}`);
}

/**
 * A multipart body: the text parts from `--body` (a JSON object), the files from `--file part=path`,
 * checked against the operation's parts. Each file goes as a File named after its path.
 */
export function multipartBody(
  id: string,
  text: Record<string, unknown>,
  files: [string, string][],
): Record<string, string | Blob | Blob[]> {
  const facts = bodies[id];
  const fileParts = facts?.files ?? [];
  const out: Record<string, string | Blob | Blob[]> = {};
  for (const [name, value] of Object.entries(text)) {
    if (fileParts.includes(name)) throw new UsageError(`${name} is a file part of ${id}: pass it with --file ${name}=<path>.`);
    if (value !== null && value !== undefined) out[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  for (const [name, path] of files) {
    if (facts && !fileParts.includes(name))
      throw new UsageError(
        `${id} has no file part "${name}".${didYouMean(name, fileParts) || ` Its file parts: ${fileParts.join(', ') || 'none'}.`}`,
      );
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (e) {
      throw new UsageError(`--file ${name}=${path}: cannot read the file (${(e as Error).message}).`);
    }
    const file = new File([new Uint8Array(bytes)], basename(path));
    const had = out[name];
    out[name] = had === undefined ? file : [...(Array.isArray(had) ? had : [had as Blob]), file];
  }
  const missing = (facts?.required ?? []).filter((n) => out[n] === undefined);
  if (missing.length) {
    const how = missing.map((n) => (fileParts.includes(n) ? `--file ${n}=<path>` : `"${n}" in --body`));
    throw new UsageError(`${id} needs ${how.join(', ')}.`);
  }
  if (facts) {
    const problems = Object.entries(text).flatMap(([n, v]) => {
      const f = facts.fields[n];
      if (f) return [fieldProblem(n, f, v)].filter((p): p is string => !!p);
      const hint = didYouMean(n, Object.keys(facts.fields), 2);
      return hint ? [`${n} is not a part of this body.${hint}`] : [];
    });
    if (problems.length) throw new UsageError(`The body of ${id} does not fit the contract:\n  - ${problems.join('\n  - ')}`);
  }
  return out;
}
