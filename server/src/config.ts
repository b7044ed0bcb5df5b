// Reads the environment into a checked configuration, refusing unsafe combinations
// before anything starts.
import { resolve } from 'node:path';

export type IdentityConfig =
  | { mode: 'emulator'; emulatorHost: string; projectId: string }
  | { mode: 'project'; projectId: string };

export interface ServerConfig {
  host: string;
  port: number;
  nodeEnv: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  webOrigins: string[];
  publicUrl: string;
  identity: IdentityConfig;
  stripeSecretKey: string | undefined;
  benchRoutes: boolean;
}

export class ConfigError extends Error {}

const defaultWebOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173'];
const emulatorProjectId = 'demo-paint-store';

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

const nonEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${raw}"`);
  }
  return port;
}

function readIdentity(env: NodeJS.ProcessEnv, host: string, nodeEnv: string): IdentityConfig {
  const emulatorHost = nonEmpty(env['FIREBASE_AUTH_EMULATOR_HOST']);
  const projectId = nonEmpty(env['FIREBASE_PROJECT_ID']) ?? nonEmpty(env['GCLOUD_PROJECT']);
  if (emulatorHost) {
    // The emulator's tokens are unsigned: anyone could claim any e-mail. Local use only.
    if (nodeEnv === 'production') {
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

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const host = nonEmpty(env['HOST']) ?? '127.0.0.1';
  const port = readPort(nonEmpty(env['PORT']));
  const nodeEnv = nonEmpty(env['NODE_ENV']) ?? 'development';
  const jwtSecret = nonEmpty(env['JWT_SECRET']);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  if (jwtSecret === undefined && nodeEnv === 'production') {
    throw new ConfigError('Set JWT_SECRET in production: every API process must share it');
  }
  const ttl = Number(nonEmpty(env['ACCESS_TOKEN_TTL_SECONDS']) ?? 12 * 60 * 60);
  if (!Number.isInteger(ttl) || ttl < 60) {
    throw new ConfigError('ACCESS_TOKEN_TTL_SECONDS must be a whole number of at least 60');
  }
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const bracketed = urlHost.includes(':') ? `[${urlHost}]` : urlHost;
  return {
    host,
    port,
    nodeEnv,
    dataDir: resolve(nonEmpty(env['DATA_DIR']) ?? '.data'),
    databaseUrl: nonEmpty(env['DATABASE_URL']),
    jwtSecret,
    accessTokenTtlSeconds: ttl,
    webOrigins:
      nonEmpty(env['WEB_ORIGIN'])
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean) ?? defaultWebOrigins,
    publicUrl: (nonEmpty(env['PUBLIC_URL']) ?? `http://${bracketed}:${port}`).replace(/\/$/, ''),
    identity: readIdentity(env, host, nodeEnv),
    stripeSecretKey: nonEmpty(env['STRIPE_SECRET_KEY']),
    benchRoutes: env['BENCH_ROUTES'] === '1',
  };
}
