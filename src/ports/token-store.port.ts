// Where the API's access token lives between page loads (local storage, key `accessToken`),
// with the name its holder is greeted by, so that a returning person's session can be
// restored from the token alone, before the identity provider has loaded.

export const ACCESS_TOKEN_KEY = 'accessToken';
export const TOKEN_HOLDER_KEY = 'accessTokenHolder';

/**
 * Who the kept token was issued to, as the navbar greets them. Only a hint: who is signed
 * in is the token's own claim (the API's word), and the hint is used only when its e-mail
 * is the token's.
 */
export interface TokenHolder {
  readonly email: string;
  /** The identity provider's display name; null when the account has none. */
  readonly name: string | null;
}

export interface TokenStore {
  get(): string | null;
  /** Keeps a new token; the holder kept for the one before is dropped with it. */
  set(token: string): void;
  /** The holder kept beside the token, if any. */
  holder(): TokenHolder | null;
  /** Keeps the holder beside the current token; nothing when no token is kept. */
  setHolder(holder: TokenHolder): void;
  /** Forgets the token and its holder. */
  clear(): void;
}
