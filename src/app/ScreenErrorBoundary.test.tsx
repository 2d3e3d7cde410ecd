// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppTheme } from './App';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen that cannot open', () => {
  it('whose code fails to download says so in Portuguese, with the error and Tentar novamente', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    const Screen = lazy(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/ReportsScreen.js'),
      ),
    );
    render(
      <AppTheme>
        <ScreenErrorBoundary onRetry={retry}>
          <Suspense fallback={<p>Carregando...</p>}>
            <Screen />
          </Suspense>
        </ScreenErrorBoundary>
      </AppTheme>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível abrir esta tela' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'A tela não carregou: verifique a conexão e tente novamente. O que já foi salvo não se perde.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Failed to fetch dynamically imported module: /assets/ReportsScreen.js'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('that throws while rendering shows the same page, not a blank one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('bulletin.services is undefined');
    }
    render(
      <AppTheme>
        <ScreenErrorBoundary>
          <Broken />
        </ScreenErrorBoundary>
      </AppTheme>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta tela' }),
    ).toBeVisible();
    expect(screen.getByText('bulletin.services is undefined')).toBeVisible();
  });

  it('shows the screen itself when nothing fails', () => {
    render(
      <ScreenErrorBoundary>
        <h1>Relatório Geral</h1>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Relatório Geral' })).toBeVisible();
    expect(screen.queryByText('Não foi possível abrir esta tela')).toBeNull();
  });
});
