// The API fake's access tokens have the server's shape (a JWT naming the holder, the
// sign-in and the expiry), so the browser restores a session from them as it does from the
// server's. The fake never reads them back: it looks them up (`state.accessTokens`), and
// the signature is random, so no two are alike.
import { randomHex } from './api-input';

/** As long as the server's default (ACCESS_TOKEN_TTL_SECONDS). */
const TTL_SECONDS = 12 * 60 * 60;

export function memoryAccessToken(email: string, uid: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = { alg: 'HS256', typ: 'JWT' };
  const payload = { sub: email, email, uid, iat: issuedAt, exp: issuedAt + TTL_SECONDS };
  return [base64Url(JSON.stringify(header)), base64Url(JSON.stringify(payload)), randomHex()].join(
    '.',
  );
}

function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) =>
    String.fromCharCode(byte),
  ).join('');
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
