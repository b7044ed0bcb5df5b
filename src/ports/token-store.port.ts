// Where the API's access token lives between page loads (local storage, key `accessToken`).

export const ACCESS_TOKEN_KEY = 'accessToken';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}
