import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, readConfig } from './config';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8787 with the emulator project and both web origins', () => {
    const config = readConfig(emulator);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      publicUrl: 'http://127.0.0.1:8787',
      identity: { mode: 'emulator', projectId: 'demo-paint-store' },
      webOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
    });
  });

  it.each([
    ['on a public address', { ...emulator, HOST: '0.0.0.0' }],
    ['in production', { ...emulator, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }],
    ['with a remote emulator', { FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' }],
  ])('refuses emulator sign-in %s', (_, env) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
  });

  it('needs a project, and JWT_SECRET in production', () => {
    expect(() => readConfig({})).toThrow(ConfigError);
    expect(() => readConfig({ FIREBASE_PROJECT_ID: 'p', NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET',
    );
    expect(
      readConfig({ FIREBASE_PROJECT_ID: 'p', HOST: '0.0.0.0', JWT_SECRET: 'x'.repeat(32) }),
    ).toMatchObject({ identity: { mode: 'project', projectId: 'p' } });
  });

  it('recognises loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '10.0.0.1', 'example.com'].some(isLoopback)).toBe(false);
  });
});
