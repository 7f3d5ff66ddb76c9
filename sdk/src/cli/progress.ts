// The progress bar of `dasha export`: drawn on stderr, and only when stderr is a terminal, so a
// pipe or a log file never fills with carriage returns.
import type { Out } from './io';

/** A bar that redraws on one line; `done()` ends the line. A no-op when `out` is not a TTY. */
export function progressBar(out: Out, label: string): { update(done: number, total: number): void; done(): void } {
  if (!out.isTTY) return { update() {}, done() {} };
  let drawn = false;
  return {
    update(done, total) {
      const width = Math.max(10, Math.min(40, (out.columns ?? 80) - label.length - 30));
      const share = total > 0 ? Math.min(1, done / total) : 0;
      const full = Math.round(share * width);
      out.write(`\r${label} [${'#'.repeat(full)}${'-'.repeat(width - full)}] ${done}/${total} ${Math.floor(share * 100)}%`);
      drawn = true;
    },
    done() {
      if (drawn) out.write('\n');
    },
  };
}
