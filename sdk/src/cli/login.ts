// `dasha login` / `dasha logout`: the session is kept in the session file, so later commands (and
// scripts using the same file) need not sign in again.
import { cliClient } from './client';
import { readSecret, type CliIo } from './io';
import { UsageError } from './usage';

/** Options of `dasha login`. */
export interface LoginFlags {
  'base-url'?: string;
  tenant?: string;
  user?: string;
  password?: string;
  'refresh-token'?: string;
}

/** Signs in with an account (password from --password, else stdin) or a refresh token. */
export async function login(io: CliIo, flags: LoginFlags): Promise<void> {
  const { blade, file } = cliClient(io, flags);
  const tenantId = flags.tenant ?? blade.tenantId;
  const token = flags['refresh-token'];
  if (token) {
    await blade.auth.signInWithRefreshToken(token, tenantId);
  } else {
    const username = flags.user ?? io.env.BLADE_USERNAME ?? 'admin';
    const prompt = flags.password === undefined && !io.env.BLADE_PASSWORD && io.stdin.isTTY;
    if (prompt) io.stderr.write(`Password for ${username}@${tenantId}: `);
    const password = flags.password ?? io.env.BLADE_PASSWORD ?? (await readSecret(io.stdin));
    if (prompt) io.stderr.write('\n');
    if (!password) throw new UsageError('No password: pass --password, set BLADE_PASSWORD, or pipe it on stdin.');
    await blade.auth.signIn({ tenantId, username, password });
  }
  const s = blade.session.get()!;
  io.stderr.write(
    `Signed in as ${s.userInfo.account ?? s.userInfo.user_name ?? 'user'} (tenant ${s.tenantId}); session kept in ${file}.\n`,
  );
}

/** Signs out: forgets the session file's session and tells the server. */
export async function logout(io: CliIo, flags: { 'base-url'?: string }): Promise<void> {
  const { blade, file } = cliClient(io, flags);
  const had = blade.session.get();
  await blade.auth.signOut();
  io.stderr.write(had ? `Signed out; ${file} no longer holds a session.\n` : `Not signed in (no session in ${file}).\n`);
}
