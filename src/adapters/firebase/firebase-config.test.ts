import { describe, expect, it } from 'vitest';
import { EMULATOR_CONFIG, firebaseConfigFromEnv } from './firebase-config';

describe('the Firebase config', () => {
  it('is the local emulator when no VITE_FIREBASE_* variables are set', () => {
    expect(firebaseConfigFromEnv({})).toEqual(EMULATOR_CONFIG);
    expect(EMULATOR_CONFIG).toMatchObject({
      projectId: 'demo-paint-store',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('stays on the emulator when only part of a real project is given', () => {
    expect(firebaseConfigFromEnv({ VITE_FIREBASE_API_KEY: 'key' })).toEqual(EMULATOR_CONFIG);
    expect(firebaseConfigFromEnv({ VITE_FIREBASE_PROJECT_ID: ' ' })).toEqual(EMULATOR_CONFIG);
  });

  it('is the real project, with no emulator, when its key and id are set', () => {
    expect(
      firebaseConfigFromEnv({
        VITE_FIREBASE_API_KEY: 'AIza-real',
        VITE_FIREBASE_PROJECT_ID: 'paint-store-prod',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
      }),
    ).toEqual({
      apiKey: 'AIza-real',
      projectId: 'paint-store-prod',
      authDomain: 'paint-store-prod.firebaseapp.com',
      appId: '1:2:web:3',
    });
  });
});
