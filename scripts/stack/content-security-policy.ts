// The Content-Security-Policy of the built web app: what its pages may load and run. The
// app keeps its API access token in localStorage, so an injected script must not run:
// scripts come from this origin, from the inline scripts the build itself wrote (by hash),
// and from the identity and payment providers the build was configured for, nothing else.
// Any server of the build (the web server of `npm start`, a generated nginx config) sends
// the same policy from these functions.
import { loadEnv } from 'vite';

// The API on the app's own origin: the web server (npm start) or nginx passes /api on.
const DEFAULT_API_URL = '/api';
const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';

/** The origins the built app talks to, as src/app/composition.ts picks them. */
export interface WebAppOrigins {
  /** The API: fetch calls, and the tool images it serves ('self' when on the app's origin). */
  readonly api: string;
  /** The Firebase Auth emulator's origin, or a real project's authDomain host. */
  readonly auth: { readonly emulator: string } | { readonly authDomain: string };
  /** Stripe's card form (a publishable key is set) instead of the local test-mode form. */
  readonly stripe: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

const text = (env: Env, key: string): string | undefined => {
  const value = env[key]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/**
 * Reads the VITE_* variables the way the app does (src/app/composition.ts and
 * src/adapters/firebase/firebase-config.ts): a real Firebase project only when both its
 * key and id are set, and the emulator whenever its URL is given.
 */
export function webAppOriginsFromEnv(env: Env): WebAppOrigins {
  const apiUrl = text(env, 'VITE_API_URL') ?? DEFAULT_API_URL;
  // A path such as /api: the app calls its own origin (a reverse proxy passes it on).
  const api = apiUrl.startsWith('/') ? "'self'" : new URL(apiUrl).origin;
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const realProject = text(env, 'VITE_FIREBASE_API_KEY') !== undefined && projectId !== undefined;
  const emulatorUrl =
    text(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL') ??
    (realProject ? undefined : DEFAULT_EMULATOR_URL);
  const auth =
    emulatorUrl !== undefined
      ? { emulator: new URL(emulatorUrl).origin }
      : {
          authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
        };
  return { api, auth, stripe: text(env, 'VITE_STRIPE_PUBLISHABLE_KEY') !== undefined };
}

/** The origins of the build under `root`: Vite's production env (.env files, then process.env). */
export function webAppOriginsOfBuild(root: string): WebAppOrigins {
  return webAppOriginsFromEnv(loadEnv('production', root, 'VITE_'));
}

// Firebase Auth loads Google's API loader for the sign-in popup, which then frames the
// auth domain's helper page; the emulator serves that page and its REST calls itself.
const GOOGLE_API_LOADER = 'https://apis.google.com';
const FIREBASE_AUTH_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
// https://docs.stripe.com/security/guide#content-security-policy (card element, 3-D Secure).
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The policy header's value for a build whose pages hold `inlineScriptHashes`. */
export function contentSecurityPolicy(
  origins: WebAppOrigins,
  inlineScriptHashes: readonly string[],
): string {
  const { api, auth, stripe } = origins;
  const authConnect = 'emulator' in auth ? [auth.emulator] : FIREBASE_AUTH_APIS;
  const authFrame = 'emulator' in auth ? auth.emulator : `https://${auth.authDomain}`;
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScriptHashes,
      GOOGLE_API_LOADER,
      ...(stripe ? STRIPE_SCRIPTS : []),
    ],
    // Not hashes: two libraries insert <style> elements at run time, Radix Dialog's scroll
    // lock (its text holds the measured scrollbar width, so no hash can be known ahead)
    // and react-toastify's stylesheet, and a single hash would make browsers ignore
    // 'unsafe-inline'. Styles cannot run code or read localStorage; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Tool images come from the API, or from any https address an admin gave for a tool.
    'img-src': ["'self'", api, 'https:'],
    'connect-src': ["'self'", api, ...authConnect, ...(stripe ? [STRIPE_API] : [])],
    'frame-src': [authFrame, ...(stripe ? STRIPE_FRAMES : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
