import { createStore } from './store';
import { storage } from './storage';

export type ErrorLogEntry = { type: string; url: string; message: string; stack: string; info: string; time: string };

/** The local error log of spec §8: uncaught UI errors are appended here and kept locally. */
export const errorLog = createStore<{ entries: ErrorLogEntry[] }>({ entries: storage.get<ErrorLogEntry[]>('logsList') ?? [] }, (v) =>
  storage.set('logsList', v.entries),
);

export function formatTime(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

export function logError(error: unknown, info = '') {
  const e = error instanceof Error ? error : new Error(String(error));
  const entry: ErrorLogEntry = {
    type: 'error',
    url: typeof location === 'undefined' ? '' : location.href,
    message: e.message,
    stack: e.stack ?? '',
    info,
    time: formatTime(),
  };
  errorLog.set((v) => ({ entries: [...v.entries, entry] }));
}

export function clearErrorLog() {
  errorLog.set({ entries: [] });
}
