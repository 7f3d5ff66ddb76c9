// Fault injection for tests of the console's error handling: a fixed latency, a random error
// rate, and forced answers (a status, an HTML page, broken JSON, a hang) for chosen paths.
export type FaultKind = 'status' | 'html' | 'broken-json' | 'hang';

export interface Fault {
  /** Backend path without /api; a trailing `*` matches a prefix. */
  path: string;
  method?: string;
  kind: FaultKind;
  status?: number;
  /** How many requests it hits before it stops (unlimited when absent). */
  times?: number;
}

export interface FaultConfig {
  latencyMs?: number;
  errorRate?: number;
  faults?: Fault[];
}

export class Faults {
  latencyMs = 0;
  errorRate = 0;
  list: Fault[] = [];

  constructor(config: FaultConfig = {}) {
    this.set(config);
  }

  set(config: FaultConfig): void {
    this.latencyMs = Math.max(0, Number(config.latencyMs ?? 0));
    this.errorRate = Math.min(1, Math.max(0, Number(config.errorRate ?? 0)));
    this.list = (config.faults ?? []).map((f) => ({ ...f }));
  }

  get config(): FaultConfig {
    return { latencyMs: this.latencyMs, errorRate: this.errorRate, faults: this.list };
  }

  get active(): boolean {
    return this.latencyMs > 0 || this.errorRate > 0 || this.list.length > 0;
  }

  /** The forced fault for this request, counting it down. */
  match(method: string, path: string): Fault | undefined {
    const i = this.list.findIndex((f) => (!f.method || f.method.toUpperCase() === method) && (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path));
    if (i < 0) return undefined;
    const f = this.list[i];
    if (f.times !== undefined && --f.times <= 0) this.list.splice(i, 1);
    return f;
  }

  randomError(): boolean {
    return this.errorRate > 0 && Math.random() < this.errorRate;
  }
}
