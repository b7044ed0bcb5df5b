// The composition root: the one place that picks adapters for the ports. The identity and
// payment adapters are not in the repository yet; until they are, loading them fails with
// a message that says so (nothing on the home page needs them).
import { createLocalStorageTokenStore } from '../adapters/browser/token-store.local-storage';
import { createHttpApi } from '../adapters/http/api.http';
import type { AppPorts } from '../ports/app-ports';

const DEFAULT_API_URL = 'http://127.0.0.1:8787';

function notWiredYet(port: string): () => Promise<never> {
  return () => Promise.reject(new Error(`The ${port} adapter is not wired in yet.`));
}

export function createPorts(): AppPorts {
  const tokens = createLocalStorageTokenStore();
  return {
    api: createHttpApi({ baseUrl: import.meta.env.VITE_API_URL ?? DEFAULT_API_URL, tokens }),
    loadAuth: notWiredYet('AuthPort'),
    loadPayment: notWiredYet('PaymentPort'),
    tokens,
  };
}
