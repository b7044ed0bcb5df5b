// TokenStore kept in memory: what local storage holds under `accessToken`, without a browser.
import type { TokenStore } from '../../ports/token-store.port';

export class TokenStoreInMemory implements TokenStore {
  constructor(private token: string | null = null) {}

  get(): string | null {
    return this.token;
  }

  set(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = null;
  }
}
