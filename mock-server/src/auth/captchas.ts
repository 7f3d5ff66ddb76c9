// Issued captchas: key -> code, valid 30 minutes, used up by one check (right or wrong).
import { randomUUID } from 'node:crypto';
import { captchaDataUrl, randomCode } from '../captcha.ts';

const TTL_MS = 30 * 60 * 1000;

export class Captchas {
  private codes = new Map<string, { code: string; expiresAt: number }>();

  issue(): { key: string; image: string } {
    const key = randomUUID();
    const code = randomCode();
    this.codes.set(key, { code, expiresAt: Date.now() + TTL_MS });
    if (this.codes.size > 10000) this.codes.delete(this.codes.keys().next().value!);
    return { key, image: captchaDataUrl(code) };
  }

  /** The code behind a key: for the sandbox's test hook only. */
  peek(key: string): string | undefined {
    return this.codes.get(key)?.code;
  }

  verify(key: string | undefined, code: string | undefined): boolean {
    if (!key || !code) return false;
    const c = this.codes.get(key);
    this.codes.delete(key);
    return Boolean(c && c.expiresAt > Date.now() && c.code.toLowerCase() === code.trim().toLowerCase());
  }

  clear(): void {
    this.codes.clear();
  }
}
