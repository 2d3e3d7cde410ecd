import { readFirebaseConfig } from './config';

const COMPLETE = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTest',
  VITE_FIREBASE_AUTH_DOMAIN: 'faturamento-demo.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://faturamento-demo-default-rtdb.firebaseio.com',
  VITE_FIREBASE_PROJECT_ID: 'faturamento-demo',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('readFirebaseConfig: fixture, firebase or incomplete', () => {
  it('no Firebase setting at all means fixture mode (what Vite passes besides is ignored)', () => {
    expect(readFirebaseConfig({})).toEqual({ mode: 'fixture' });
    expect(
      readFirebaseConfig({
        MODE: 'production',
        DEV: false,
        PROD: true,
        BASE_URL: '/',
        VITE_COMPANY_NAME: 'X',
      }),
    ).toEqual({ mode: 'fixture' });
  });

  it('blank settings count as absent', () => {
    expect(readFirebaseConfig({ VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_APP_ID: '' })).toEqual({
      mode: 'fixture',
    });
  });

  it('every required setting present means firebase mode, values trimmed', () => {
    expect(
      readFirebaseConfig({ ...COMPLETE, VITE_FIREBASE_PROJECT_ID: ' faturamento-demo \n' }),
    ).toEqual({
      mode: 'firebase',
      config: {
        apiKey: 'AIzaSyTest',
        authDomain: 'faturamento-demo.firebaseapp.com',
        databaseURL: 'https://faturamento-demo-default-rtdb.firebaseio.com',
        projectId: 'faturamento-demo',
        appId: '1:123:web:abc',
      },
    });
  });

  it('the optional storage bucket and sender id are passed on when set', () => {
    const result = readFirebaseConfig({
      ...COMPLETE,
      VITE_FIREBASE_STORAGE_BUCKET: 'faturamento-demo.appspot.com',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
    });
    expect(result).toMatchObject({
      mode: 'firebase',
      config: { storageBucket: 'faturamento-demo.appspot.com', messagingSenderId: '123' },
    });
  });

  it('P48: the emulator hosts travel in the settings, and alone they are not Firebase mode', () => {
    expect(
      readFirebaseConfig({
        ...COMPLETE,
        VITE_FIREBASE_AUTH_EMULATOR_HOST: ' 127.0.0.1:9099 ',
        VITE_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
      }),
    ).toMatchObject({
      mode: 'firebase',
      config: { emulators: { auth: '127.0.0.1:9099', database: '127.0.0.1:9000' } },
    });
    expect(readFirebaseConfig(COMPLETE)).not.toHaveProperty('config.emulators');
    expect(readFirebaseConfig({ VITE_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' })).toEqual({
      mode: 'fixture',
    });
  });

  it('P62: the Storage emulator travels with the others, and alone it is not Firebase mode', () => {
    expect(
      readFirebaseConfig({ ...COMPLETE, VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }),
    ).toMatchObject({ mode: 'firebase', config: { emulators: { storage: '127.0.0.1:9199' } } });
    expect(readFirebaseConfig({ VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })).toEqual({
      mode: 'fixture',
    });
  });

  it('some settings but not all required ones lists exactly the missing ones, in .env.example order', () => {
    const { VITE_FIREBASE_DATABASE_URL: _url, VITE_FIREBASE_APP_ID: _app, ...partial } = COMPLETE;
    expect(readFirebaseConfig(partial)).toEqual({
      mode: 'incomplete',
      missing: ['VITE_FIREBASE_DATABASE_URL', 'VITE_FIREBASE_APP_ID'],
    });
  });

  it('only an optional setting still asks for all five required ones', () => {
    expect(readFirebaseConfig({ VITE_FIREBASE_MESSAGING_SENDER_ID: '123' })).toEqual({
      mode: 'incomplete',
      missing: [
        'VITE_FIREBASE_API_KEY',
        'VITE_FIREBASE_AUTH_DOMAIN',
        'VITE_FIREBASE_DATABASE_URL',
        'VITE_FIREBASE_PROJECT_ID',
        'VITE_FIREBASE_APP_ID',
      ],
    });
  });

  it('a setting that is not text counts as absent', () => {
    expect(readFirebaseConfig({ ...COMPLETE, VITE_FIREBASE_APP_ID: 123 })).toEqual({
      mode: 'incomplete',
      missing: ['VITE_FIREBASE_APP_ID'],
    });
  });
});
