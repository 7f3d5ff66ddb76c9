// Naming a resource on the command line: its path (/blade-system/param), the path without the
// leading slash, or its short name (the last segment, where no other resource shares it).
import { resourceEntities } from '../generated/operations';
import { didYouMean } from './suggest';
import { UsageError } from './usage';

/** A resource as `dasha resources` lists it. */
export interface CliResource {
  name: string;
  entity: string;
  path: string;
}

const paths = Object.keys(resourceEntities).sort();
const lastSegment = (p: string) => p.slice(p.lastIndexOf('/') + 1);
const counts = new Map<string, number>();
for (const p of paths) counts.set(lastSegment(p), (counts.get(lastSegment(p)) ?? 0) + 1);

/** Every resource, by path: the short name where it is unique, else the path without its slash. */
export const cliResources: CliResource[] = paths.map((path) => ({
  name: counts.get(lastSegment(path)) === 1 ? lastSegment(path) : path.slice(1),
  entity: resourceEntities[path]!,
  path,
}));

/** The path of the resource the user named; a UsageError naming close matches otherwise. */
export function resolveResource(named: string | undefined): string {
  if (!named) throw new UsageError('Name a resource: `dasha list <resource>` (`dasha resources` lists them).');
  const path = named.startsWith('/') ? named : `/${named}`;
  if (path in resourceEntities) return path;
  const byName = cliResources.find((r) => r.name === named);
  if (byName) return byName.path;
  const close = cliResources.filter((r) => r.path.includes(named.replace(/^\//, ''))).slice(0, 5);
  // Nothing contains it: a misspelling, named by the closest spellings.
  const hint = close.length
    ? ` Did you mean: ${close.map((r) => r.name).join(', ')}?`
    : didYouMean(
        named,
        cliResources.map((r) => r.name),
      );
  throw new UsageError(`Unknown resource "${named}".${hint} Run \`dasha resources\` for the list.`);
}

/** The resources as aligned text lines (name, entity, path). */
export function formatResources(): string {
  const w = Math.max(...cliResources.map((r) => r.name.length));
  const e = Math.max(...cliResources.map((r) => r.entity.length));
  return cliResources.map((r) => `${r.name.padEnd(w)}  ${r.entity.padEnd(e)}  ${r.path}\n`).join('');
}
