import type { QueryClient } from '@tanstack/react-query';
import { remoteOptions } from './queries';
import type { Row } from './types';

/** Who last changed a record, and when (BladeX's BaseEntity keeps the user's id and the time). */
export type Change = { who: string; when: string };

/**
 * Whether the record the server holds now was saved by someone since `opened` was read. BladeX has
 * no version check, so without this a second save silently overwrites the first. A save moves
 * updateTime and updateUser; as updateTime counts seconds, the form's own fields are compared too
 * (one person's two saves within a second). A record without an updateTime (not a BaseEntity) is
 * never checked.
 */
export function changedSince(opened: Row, current: Row, props: string[] = []): boolean {
  if (!checkable(opened)) return false;
  return ['updateTime', 'updateUser', ...props].some((p) => differs(opened[p], current[p]));
}

/** Whether a record carries the updateTime a save is checked by (BladeX's BaseEntity). */
export const checkable = (record: Row) => record.updateTime != null && record.updateTime !== '';

// Every signed-in user may read the tenant's users there (no @PreAuth in BladeX's UserController),
// and the workflow pickers read the same list, so it is often cached already.
const PEOPLE = { url: '/blade-user/user-list', labelKey: 'realName', valueKey: 'id' } as const;

/** The change's author by name (their id when the user list cannot be read) and its time. */
export async function describeChange(qc: QueryClient, current: Row): Promise<Change> {
  const id = String(current.updateUser ?? '');
  const people = await qc.fetchQuery(remoteOptions(PEOPLE)).catch(() => []);
  return { who: people.find((p) => p.value === id)?.label || id, when: String(current.updateTime ?? '') };
}

/** Whether a value the user typed differs from the reloaded record's (a multiple pick compares its ids). */
export const differs = (typed: unknown, now: unknown) => String(typed ?? '') !== String(now ?? '');
