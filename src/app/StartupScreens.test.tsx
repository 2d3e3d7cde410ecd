// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppTheme } from './App';
import { IncompleteConfigScreen, StartupFailedScreen } from './StartupScreens';

describe('startup screens', () => {
  it('lists every missing VITE_FIREBASE_* variable', () => {
    render(
      <AppTheme>
        <IncompleteConfigScreen missing={['VITE_FIREBASE_APP_ID', 'VITE_FIREBASE_DATABASE_URL']} />
      </AppTheme>,
    );
    expect(
      screen.getByRole('heading', { name: 'Configuração do Firebase incompleta' }),
    ).toBeVisible();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['VITE_FIREBASE_APP_ID', 'VITE_FIREBASE_DATABASE_URL']);
  });

  it('says how to fix or remove a served fixture that cannot be loaded', () => {
    render(
      <AppTheme>
        <StartupFailedScreen message="Fixture /fixtures/demo.json: HTTP 500" fixture />
      </AppTheme>,
    );
    expect(screen.getByText('Fixture /fixtures/demo.json: HTTP 500')).toBeVisible();
    expect(
      screen.getByText(
        'No modo demonstração, sem fixtures/demo.json os dados são gerados no navegador: corrija ou remova esse arquivo.',
      ),
    ).toBeVisible();
  });
});
