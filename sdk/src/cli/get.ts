// `dasha get <resource> <key>`: one record by its key, read as the SDK's detail() reads it. BladeX
// answers success with an empty record for a key it does not hold; here that is said, with its own
// exit code, so a script can tell "not there" from "there".
import { resourceFacts } from '../generated/resources';
import type { ResourcePath } from '../resource';
import { signedIn } from './client';
import type { CliIo } from './io';
import { resolveResource } from './resources';
import { NoSuchRecord, UsageError } from './usage';

/** Prints the record of `named` whose key is `key` as JSON. */
export async function getRecord(io: CliIo, named: string | undefined, key: string | undefined, flags: { 'base-url'?: string }) {
  const path = resolveResource(named) as ResourcePath;
  if (resourceFacts[path]?.detail === null)
    throw new UsageError(`${path} has no detail in the contract: try \`dasha call\` with one of its operations.`);
  if (!key) throw new UsageError(`Name the record: dasha get ${named} <key>.`);
  const blade = await signedIn(io, flags);
  const record = await blade.anyResource(path).detail(key);
  if (record === undefined) throw new NoSuchRecord(`${path} has no record ${key}: the server answered an empty record.`);
  io.stdout.write(JSON.stringify(record, null, 2) + '\n');
}
