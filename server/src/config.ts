// Reads the environment into a checked configuration, refusing unsafe combinations
// before anything starts.
import { resolve } from 'node:path';
import type { InvoiceTerms } from '../../src/domain/invoice';
import { LOCAL_SITE_URL } from '../../src/domain/mail-links';
import { DEFAULT_UNPAID_LIMITS, type UnpaidLimits } from '../../src/domain/unpaid-limits';
import { parseWholeNumber } from '../../src/domain/whole-number';
import { readInvoiceTerms } from './invoice-config';

export type IdentityConfig =
  | { mode: 'emulator'; emulatorHost: string; projectId: string }
  | { mode: 'project'; projectId: string };

export interface ServerConfig {
  host: string;
  port: number;
  nodeEnv: string;
  /** NODE_ENV=production, in any case: no demo data, no test cards, no bench routes. */
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  webOrigins: string[];
  /**
   * SITE_URL: the store's address as people reach it, which its e-mails and public pages
   * link to (no trailing slash). Outside production, the first web origin when not set.
   */
  siteUrl: string;
  publicUrl: string;
  identity: IdentityConfig;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  benchRoutes: boolean;
  unpaidOrderTtlMinutes: number;
  /** What one customer may hold unpaid at once (MAX_UNPAID_VALUE dollars, MAX_UNPAID_UNITS). */
  unpaidLimits: UnpaidLimits;
  /** Behind a reverse proxy: the client's address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** The seller and tax rate every invoice is issued with (invoice-config.ts). */
  invoiceTerms: InvoiceTerms;
}

export class ConfigError extends Error {}

const defaultWebOrigins = [LOCAL_SITE_URL, 'http://localhost:5173'];
const emulatorProjectId = 'demo-paint-store';

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

const nonEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function readPort(raw: string | undefined): number {
  const port = parseWholeNumber(raw ?? 8787);
  if (port === undefined || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${raw}"`);
  }
  return port;
}

function readIdentity(env: NodeJS.ProcessEnv, host: string, production: boolean): IdentityConfig {
  const emulatorHost = nonEmpty(env['FIREBASE_AUTH_EMULATOR_HOST']);
  const projectId = nonEmpty(env['FIREBASE_PROJECT_ID']) ?? nonEmpty(env['GCLOUD_PROJECT']);
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
  name: 'PUBLIC_URL' | 'SITE_URL',
  raw: string | undefined,
  fallback: string,
  production: boolean,
): string {
  if (raw === undefined) {
    if (production) throw new ConfigError(`Set ${name} in production: ${addressUse[name]}`);
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) address, not "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an absolute http(s) address, not "${raw}"`);
  }
  if (production && isLoopback(url.hostname)) {
    throw new ConfigError(`${name} must be a public address in production, not ${url.host}`);
  }
  return raw.replace(/\/+$/, '');
}

function readWholeNumber(raw: string | undefined, name: string, fallback: number, min: number) {
  const value = parseWholeNumber(raw ?? fallback);
  if (value === undefined || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}`);
  }
  return value;
}

/** NODE_ENV=production, in any case and with spaces around: what every entry point checks. */
export const isProduction = (env: NodeJS.ProcessEnv): boolean =>
  nonEmpty(env['NODE_ENV'])?.toLowerCase() === 'production';

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const host = nonEmpty(env['HOST']) ?? '127.0.0.1';
  const port = readPort(nonEmpty(env['PORT']));
  const nodeEnv = nonEmpty(env['NODE_ENV']) ?? 'development';
  const production = isProduction(env);
  const jwtSecret = readJwtSecret(nonEmpty(env['JWT_SECRET']), production);
  const ttl = readWholeNumber(
    nonEmpty(env['ACCESS_TOKEN_TTL_SECONDS']),
    'ACCESS_TOKEN_TTL_SECONDS',
    12 * 60 * 60,
    60,
  );
  const stripeSecretKey = nonEmpty(env['STRIPE_SECRET_KEY']);
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
    nonEmpty(env['WEB_ORIGIN'])
      ?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean) ?? defaultWebOrigins;
  return {
    host,
    port,
    nodeEnv,
    production,
    dataDir: resolve(nonEmpty(env['DATA_DIR']) ?? '.data'),
    databaseUrl: nonEmpty(env['DATABASE_URL']),
    jwtSecret,
    accessTokenTtlSeconds: ttl,
    webOrigins,
    siteUrl: readPublicAddress(
      'SITE_URL',
      nonEmpty(env['SITE_URL']),
      webOrigins[0] ?? LOCAL_SITE_URL,
      production,
    ),
    publicUrl: readPublicAddress(
      'PUBLIC_URL',
      nonEmpty(env['PUBLIC_URL']),
      `http://${bracketed}:${port}`,
      production,
    ),
    identity: readIdentity(env, host, production),
    stripeSecretKey,
    stripeWebhookSecret: nonEmpty(env['STRIPE_WEBHOOK_SECRET']),
    // The bench's in-memory routes are a measuring tool, never part of a real store.
    benchRoutes: !production && env['BENCH_ROUTES'] === '1',
    unpaidOrderTtlMinutes: readWholeNumber(
      nonEmpty(env['UNPAID_ORDER_TTL_MINUTES']),
      'UNPAID_ORDER_TTL_MINUTES',
      30,
      1,
    ),
    unpaidLimits: {
      maxUnpaid: DEFAULT_UNPAID_LIMITS.maxUnpaid,
      maxUnpaidValue: readWholeNumber(
        nonEmpty(env['MAX_UNPAID_VALUE']),
        'MAX_UNPAID_VALUE',
        DEFAULT_UNPAID_LIMITS.maxUnpaidValue,
        1,
      ),
      maxUnpaidUnits: readWholeNumber(
        nonEmpty(env['MAX_UNPAID_UNITS']),
        'MAX_UNPAID_UNITS',
        DEFAULT_UNPAID_LIMITS.maxUnpaidUnits,
        1,
      ),
    },
    trustProxy: env['TRUST_PROXY'] === '1',
    invoiceTerms: invoiceTerms.value,
  };
}
