// Which Firebase project the browser talks to: the local Auth emulator by default (project
// demo-paint-store, which needs no network and no real key), a real one when the
// VITE_FIREBASE_* variables are set.

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain?: string;
  readonly projectId: string;
  readonly appId?: string;
  /** Set for the Auth emulator, e.g. http://127.0.0.1:9099. */
  readonly emulatorUrl?: string;
}

export const EMULATOR_CONFIG: FirebaseWebConfig = {
  // The emulator accepts any key; the SDK only needs one to be present.
  apiKey: 'demo-api-key',
  authDomain: 'demo-paint-store.firebaseapp.com',
  projectId: 'demo-paint-store',
  emulatorUrl: 'http://127.0.0.1:9099',
};

type Env = Readonly<Record<string, string | boolean | undefined>>;

const text = (env: Env, key: string): string | undefined => {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The config from Vite's environment: a real project only when its key and id are both set. */
export function firebaseConfigFromEnv(env: Env): FirebaseWebConfig {
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY');
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const emulatorUrl = text(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL');
  if (apiKey === undefined || projectId === undefined) {
    return emulatorUrl === undefined ? EMULATOR_CONFIG : { ...EMULATOR_CONFIG, emulatorUrl };
  }
  const authDomain = text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`;
  const appId = text(env, 'VITE_FIREBASE_APP_ID');
  return {
    apiKey,
    authDomain,
    projectId,
    ...(appId === undefined ? {} : { appId }),
    ...(emulatorUrl === undefined ? {} : { emulatorUrl }),
  };
}
