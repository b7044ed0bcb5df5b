// Reads the environment into a checked configuration, refusing unsafe combinations
// before anything starts.
import { resolve } from 'node:path';
import { LOCAL_SITE_URL } from '../../src/domain/mail-links';
import { DEFAULT_UNPAID_LIMITS, type UnpaidLimits } from '../../src/domain/unpaid-limits';
import { parseWholeNumber } from '../../src/domain/whole-number';
import { ConfigError, setting, wholeNumberSetting } from './env-settings';
import { readInvoiceTerms } from './invoice-config';

export type IdentityConfig =
  | { mode: 'emulator'; emulatorHost: string; projectId: string }
  | { mode: 'project'; projectId: string };

export type ServerConfig = ReturnType<typeof readConfig>;

export { ConfigError };

const defaultWebOrigins = [LOCAL_SITE_URL, 'http://localhost:5173'];
const emulatorProjectId = 'demo-paint-store';

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

function readPort(env: NodeJS.ProcessEnv): number {
  const raw = setting(env, 'PORT');
  const port = parseWholeNumber(raw ?? 8787);
  if (port === undefined || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${raw}"`);
  }
  return port;
}

function readIdentity(env: NodeJS.ProcessEnv, host: string, production: boolean): IdentityConfig {
  const emulatorHost = setting(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  const projectId = setting(env, 'FIREBASE_PROJECT_ID') ?? setting(env, 'GCLOUD_PROJECT');
  if (emulatorHost) {
    // The emulator's tokens are unsigned: anyone could claim any e-mail. Local use only.
    if (production) {
      throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must not be set with NODE_ENV=production');
    }
    if (!isLoopback(host)) {
      throw new ConfigError(
        `With FIREBASE_AUTH_EMULATOR_HOST set the API listens on loopback only, not HOST=${host}`,
      );
    }
    if (!isLoopback(emulatorHost.replace(/:\d+$/, ''))) {
      throw new ConfigError(`FIREBASE_AUTH_EMULATOR_HOST must be a loopback address`);
    }
    return { mode: 'emulator', emulatorHost, projectId: projectId ?? emulatorProjectId };
  }
  if (!projectId) {
    throw new ConfigError(
      'Set FIREBASE_PROJECT_ID (real sign-in) or FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 (local emulator)',
    );
  }
  return { mode: 'project', projectId };
}

// Words that mark a value copied from an example rather than generated (long enough that a
// random secret does not contain one by chance).
const placeholderWords =
  /change.?me|placeholder|example|your.?secret|replace.?me|secret.?key|password/i;

/** A secret someone generated, not typed: long enough, not one character, not a sample. */
function readJwtSecret(raw: string | undefined, production: boolean): string | undefined {
  if (raw === undefined) {
    if (production) {
      throw new ConfigError('Set JWT_SECRET in production: every API process must share it');
    }
    return undefined;
  }
  if (raw.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  // A generated secret uses dozens of distinct characters; 'abababab…' or 'aaaa…' does not.
  if (new Set(raw).size < 8 || placeholderWords.test(raw)) {
    throw new ConfigError(
      'JWT_SECRET looks like a placeholder: generate one, e.g. with `openssl rand -base64 48`',
    );
  }
  return raw;
}

const addressUse = {
  PUBLIC_URL: 'the address browsers reach the API at (image URLs use it)',
  SITE_URL: "the store's address, which its e-mails and public pages link to",
} as const;

/**
 * An address people reach (`name`: the setting it is read from), checked as production
 * needs it: required there, and never loopback; elsewhere `fallback` when not set.
 */
function readPublicAddress(
  env: NodeJS.ProcessEnv,
  name: 'PUBLIC_URL' | 'SITE_URL',
  fallback: string,
  production: boolean,
): string {
  const raw = setting(env, name);
  if (raw === undefined) {
    if (production) throw new ConfigError(`Set ${name} in production: ${addressUse[name]}`);
    return fallback;
  }
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an absolute http(s) address, not "${raw}"`);
  }
  if (production && isLoopback(url.hostname)) {
    throw new ConfigError(`${name} must be a public address in production, not ${url.host}`);
  }
  return raw.replace(/\/+$/, '');
}

/** NODE_ENV=production, in any case and with spaces around: what every entry point checks. */
export const isProduction = (env: NodeJS.ProcessEnv): boolean =>
  setting(env, 'NODE_ENV')?.toLowerCase() === 'production';

export function readConfig(env: NodeJS.ProcessEnv) {
  const host = setting(env, 'HOST') ?? '127.0.0.1';
  const port = readPort(env);
  const nodeEnv = setting(env, 'NODE_ENV') ?? 'development';
  const production = isProduction(env);
  const jwtSecret = readJwtSecret(setting(env, 'JWT_SECRET'), production);
  const ttl = wholeNumberSetting(env, 'ACCESS_TOKEN_TTL_SECONDS', 12 * 60 * 60, 60);
  const stripeSecretKey = setting(env, 'STRIPE_SECRET_KEY');
  if (production && stripeSecretKey === undefined) {
    throw new ConfigError(
      'Set STRIPE_SECRET_KEY in production: the local test-card gateway never runs there',
    );
  }
  const invoiceTerms = readInvoiceTerms(env);
  if (!invoiceTerms.ok) throw new ConfigError(invoiceTerms.error);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const bracketed = urlHost.includes(':') ? `[${urlHost}]` : urlHost;
  const webOrigins =
    setting(env, 'WEB_ORIGIN')
      ?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean) ?? defaultWebOrigins;
  return {
    host,
    port,
    nodeEnv,
    /** NODE_ENV=production, in any case: no demo data, no test cards, no bench routes. */
    production,
    dataDir: resolve(setting(env, 'DATA_DIR') ?? '.data'),
    databaseUrl: setting(env, 'DATABASE_URL'),
    jwtSecret,
    accessTokenTtlSeconds: ttl,
    webOrigins,
    /**
     * SITE_URL: the store's address as people reach it, which its e-mails and public pages
     * link to (no trailing slash). Outside production, the first web origin when not set.
     */
    siteUrl: readPublicAddress(env, 'SITE_URL', webOrigins[0] ?? LOCAL_SITE_URL, production),
    publicUrl: readPublicAddress(env, 'PUBLIC_URL', `http://${bracketed}:${port}`, production),
    identity: readIdentity(env, host, production),
    stripeSecretKey,
    stripeWebhookSecret: setting(env, 'STRIPE_WEBHOOK_SECRET'),
    // The bench's in-memory routes are a measuring tool, never part of a real store.
    benchRoutes: !production && env['BENCH_ROUTES'] === '1',
    unpaidOrderTtlMinutes: wholeNumberSetting(env, 'UNPAID_ORDER_TTL_MINUTES', 30, 1),
    /** What one customer may hold unpaid at once (MAX_UNPAID_VALUE dollars, MAX_UNPAID_UNITS). */
    unpaidLimits: {
      maxUnpaid: DEFAULT_UNPAID_LIMITS.maxUnpaid,
      maxUnpaidValue: wholeNumberSetting(
        env,
        'MAX_UNPAID_VALUE',
        DEFAULT_UNPAID_LIMITS.maxUnpaidValue,
        1,
      ),
      maxUnpaidUnits: wholeNumberSetting(
        env,
        'MAX_UNPAID_UNITS',
        DEFAULT_UNPAID_LIMITS.maxUnpaidUnits,
        1,
      ),
    } satisfies UnpaidLimits,
    /** Behind a reverse proxy: the client's address is the last X-Forwarded-For entry. */
    trustProxy: env['TRUST_PROXY'] === '1',
    /** The seller and tax rate every invoice is issued with (invoice-config.ts). */
    invoiceTerms: invoiceTerms.value,
  };
}
