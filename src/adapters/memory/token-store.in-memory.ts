// TokenStore kept in memory: what local storage holds under `accessToken` (and its holder
// beside it), without a browser.
import type { TokenHolder, TokenStore } from '../../ports/token-store.port';

export class TokenStoreInMemory implements TokenStore {
  private kept: TokenHolder | null = null;

  constructor(private token: string | null = null) {}

  get(): string | null {
    return this.token;
  }

  set(token: string): void {
    this.token = token;
    this.kept = null;
  }

  holder(): TokenHolder | null {
    return this.kept;
  }

  setHolder(holder: TokenHolder): void {
    if (this.token !== null) this.kept = { email: holder.email, name: holder.name };
  }

  clear(): void {
    this.token = null;
    this.kept = null;
  }
}
