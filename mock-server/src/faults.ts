// Fault injection for tests of the console's error handling: a fixed latency, a random error
// rate, and forced answers (a status, an HTML page, broken JSON, a hang) for chosen paths.
// A configuration is checked whole before any of it applies: a wrong one changes nothing.
import { badRequest } from './wire.ts';

export const FAULT_KINDS = ['status', 'html', 'broken-json', 'hang'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

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

/** The longest latency a configuration may ask for (10 minutes). */
export const MAX_LATENCY_MS = 600_000;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const CONFIG_KEYS = ['latencyMs', 'errorRate', 'faults'];
const FAULT_KEYS = ['path', 'method', 'kind', 'status', 'times'];

const wrong = (what: string, should: string) => badRequest(`故障配置错误: ${what} ${should}`);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function checkKeys(value: Record<string, unknown>, allowed: string[], where: string): void {
  const unknown = Object.keys(value).find((k) => !allowed.includes(k));
  if (unknown !== undefined) throw wrong(`${where}${unknown}`, `不是可用的字段 (可用: ${allowed.join(', ')})`);
}

function parseFault(value: unknown, i: number): Fault {
  const at = `faults[${i}]`;
  if (!isObject(value)) throw wrong(at, '应为对象');
  checkKeys(value, FAULT_KEYS, `${at}.`);
  const { path, method, kind, status, times } = value;
  if (typeof path !== 'string' || !path.startsWith('/')) throw wrong(`${at}.path`, '应为以 / 开头的字符串');
  if (method !== undefined && (typeof method !== 'string' || !METHODS.includes(method.toUpperCase())))
    throw wrong(`${at}.method`, `应为 ${METHODS.join('、')} 之一`);
  if (!FAULT_KINDS.includes(kind as FaultKind)) throw wrong(`${at}.kind`, `应为 ${FAULT_KINDS.join('、')} 之一`);
  if (status !== undefined && !isInt(status, 100, 599)) throw wrong(`${at}.status`, '应为 100 到 599 之间的整数');
  if (times !== undefined && !isInt(times, 1, Number.MAX_SAFE_INTEGER)) throw wrong(`${at}.times`, '应为正整数');
  const fault: Fault = { path, kind: kind as FaultKind };
  if (method !== undefined) fault.method = (method as string).toUpperCase();
  if (status !== undefined) fault.status = status as number;
  if (times !== undefined) fault.times = times as number;
  return fault;
}

/** A whole configuration, checked; throws the 400 R of the first wrong field. */
export function parseFaultConfig(input: unknown): Required<FaultConfig> {
  if (!isObject(input)) throw wrong('配置', '应为对象 {latencyMs, errorRate, faults}');
  checkKeys(input, CONFIG_KEYS, '');
  const { latencyMs = 0, errorRate = 0, faults = [] } = input;
  if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS)
    throw wrong('latencyMs', `应为 0 到 ${MAX_LATENCY_MS} 之间的毫秒数`);
  if (typeof errorRate !== 'number' || !(errorRate >= 0 && errorRate <= 1)) throw wrong('errorRate', '应为 0 到 1 之间的数字');
  if (!Array.isArray(faults)) throw wrong('faults', '应为数组');
  return { latencyMs, errorRate, faults: faults.map(parseFault) };
}

export class Faults {
  latencyMs = 0;
  errorRate = 0;
  list: Fault[] = [];

  /** From the sandbox's options (which carry other settings too): only the fault fields are read. */
  constructor(options: FaultConfig = {}) {
    const picked: Record<string, unknown> = {};
    for (const k of CONFIG_KEYS) if (options[k as keyof FaultConfig] !== undefined) picked[k] = options[k as keyof FaultConfig];
    this.set(picked);
  }

  /** Replaces the whole configuration, or throws (400 R) and keeps the current one. */
  set(config: unknown): void {
    const next = parseFaultConfig(config);
    this.latencyMs = next.latencyMs;
    this.errorRate = next.errorRate;
    this.list = next.faults;
  }

  get config(): FaultConfig {
    return { latencyMs: this.latencyMs, errorRate: this.errorRate, faults: this.list };
  }

  get active(): boolean {
    return this.latencyMs > 0 || this.errorRate > 0 || this.list.length > 0;
  }

  /** The forced fault for this request, counting it down. */
  match(method: string, path: string): Fault | undefined {
    const i = this.list.findIndex(
      (f) => (!f.method || f.method === method) && (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
    );
    if (i < 0) return undefined;
    const f = this.list[i];
    if (f.times !== undefined && --f.times <= 0) this.list.splice(i, 1);
    return f;
  }

  randomError(): boolean {
    return this.errorRate > 0 && Math.random() < this.errorRate;
  }
}
