/** Why a request or a task failed, as the SDK's error words it (spec §8), for an error state or a toast. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error ?? '');
}
