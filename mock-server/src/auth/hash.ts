// BladeX's password scheme: the client sends md5(typed), the server stores sha1(md5(typed)).
import { createHash } from 'node:crypto';

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
/** What the user table stores for a typed password. */
export const storedPassword = (typed: string) => sha1(md5(typed));
