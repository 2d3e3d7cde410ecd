import { describe, expect, it } from 'vitest';
import { compose, configuredMode, fixtureUrl } from './composition';
import { readBuildSettings } from './config';

describe('build settings (D25, D26)', () => {
  it("defaults the edit password to '1234' in fixture mode (D26)", () => {
    expect(readBuildSettings({}, 'fixture').editPassword).toBe('1234');
  });

  it('has no edit password in Firebase mode without VITE_EDIT_PASSWORD', () => {
    expect(readBuildSettings({}, 'firebase').editPassword).toBeNull();
  });

  it('reads VITE_EDIT_PASSWORD, VITE_COMPANY_NAME and VITE_CONTRACT_NUMBER', () => {
    const settings = readBuildSettings(
      {
        VITE_EDIT_PASSWORD: ' s3nha ',
        VITE_COMPANY_NAME: 'Linha Viva Ltda',
        VITE_CONTRACT_NUMBER: '123',
      },
      'firebase',
    );
    expect(settings).toMatchObject({
      editPassword: 's3nha',
      companyName: 'Linha Viva Ltda',
      contractNumber: '123',
    });
  });

  it("defaults the PDF header to 'Contratada' and 4600035150 (D25)", () => {
    expect(readBuildSettings({ VITE_COMPANY_NAME: '  ' }, 'fixture')).toMatchObject({
      companyName: 'Contratada',
      contractNumber: '4600035150',
    });
  });

  it('takes the version from package.json (__APP_VERSION__)', () => {
    expect(readBuildSettings({}, 'fixture').appVersion).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('composition root', () => {
  it('runs on the fixture when no VITE_FIREBASE_* setting is present', () => {
    expect(configuredMode({ VITE_EDIT_PASSWORD: '1' })).toBe('fixture');
  });

  it('names the missing variables when Firebase is configured in part', () => {
    const result = compose({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'p' });
    expect(result).toEqual({
      status: 'incomplete',
      missing: ['VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_DATABASE_URL', 'VITE_FIREBASE_APP_ID'],
    });
  });

  it('loads the demo export from fixtures/demo.json under the base path', () => {
    expect(fixtureUrl({ BASE_URL: '/' })).toBe('/fixtures/demo.json');
    expect(fixtureUrl({ BASE_URL: '/app/' })).toBe('/app/fixtures/demo.json');
  });
});
