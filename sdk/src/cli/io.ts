// What the CLI touches outside itself, injected so tests run it in-process: the streams, the
// environment, and (tests only) a fetch. bin/dasha.mjs passes the real process.
import type { BladeClientOptions } from '../client';

/** A stream the CLI writes to; `isTTY`/`columns` decide the progress bar and the table width. */
export interface Out {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** The CLI's world. */
export interface CliIo {
  stdout: Out;
  stderr: Out;
  /** Read for `dasha login` without --password, and `--body @-`. */
  stdin: (AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>) & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  /** Replaces the network (tests). */
  fetch?: BladeClientOptions['fetch'];
}

/** The real process. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** All of stdin as text, without the final line break. */
export async function readAll(stdin: CliIo['stdin']): Promise<string> {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const c of stdin) chunks.push(typeof c === 'string' ? c : decoder.decode(c, { stream: true }));
  return chunks.join('').replace(/\r?\n$/, '');
}

type RawStdin = CliIo['stdin'] & {
  setRawMode?(on: boolean): unknown;
  on?(e: 'data', f: (c: Buffer) => void): unknown;
  off?(e: 'data', f: (c: Buffer) => void): unknown;
  pause?(): unknown;
  resume?(): unknown;
};

/**
 * A password: typed on a terminal without echo (raw mode, up to Enter; Ctrl-C aborts), else all
 * of stdin (piped: `echo "$PW" | dasha login`).
 */
export function readSecret(stdin: CliIo['stdin']): Promise<string> {
  const raw = stdin as RawStdin;
  if (!raw.isTTY || !raw.setRawMode || !raw.on || !raw.off) return readAll(stdin);
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const c of chunk.toString('utf8')) {
        if (c === '\r' || c === '\n' || c === '\u0004') return finish(() => resolve(typed));
        if (c === '\u0003') return finish(() => reject(new Error('Cancelled.')));
        typed = c === '\u007f' || c === '\b' ? typed.slice(0, -1) : typed + c;
      }
    };
    const finish = (settle: () => void) => {
      raw.off!('data', onData);
      raw.setRawMode!(false);
      raw.pause?.();
      settle();
    };
    raw.setRawMode!(true);
    raw.on!('data', onData);
    raw.resume?.();
  });
}
