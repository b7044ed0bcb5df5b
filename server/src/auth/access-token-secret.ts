// The key that signs access tokens: JWT_SECRET, or in the embedded default a random key
// made once and kept under .data/ so tokens survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function loadAccessTokenSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48);
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process wrote it first; then its key is the one to use.
  try {
    await writeFile(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  }
}
