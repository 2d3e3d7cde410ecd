// @vitest-environment node
/**
 * Issue 24: the pages written into dist/ at build time (prerender.tsx), rendered here as the
 * build renders them (Node, no DOM: emotion collects the styles). The home screen's frame holds
 * what the home shows before any data (the welcome title and text, 'Início') and nothing of a
 * user or to press.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Ports } from '../core/ports';
import { REPORTS } from '../core/reports';
import { sessionSlice } from '../shared/session';
import type { SessionUser } from '../shared/session';
import { LocalizedTheme } from '../ui/localizedTheme';
import { App } from './App';
import { deferPorts } from './deferredPorts';
import { FRAMED_PATHS, HOME_PATH, LOGIN_PATH, renderPages } from './prerender';
import { ReportsScreen } from './ReportsScreen';
import { makeStore } from './store';

const renderPage = (path: string, env: Record<string, string>) =>
  renderPages([path], env)?.pages[0] ?? null;

describe("the home screen's frame (issue 24)", () => {
  it('is the welcome card and the header, with no user data and nothing to press', () => {
    const rendered = renderPages([HOME_PATH], {});
    const markup = rendered?.pages[0]?.markup;
    if (!rendered || markup === undefined) throw new Error('fixture mode renders the frame');
    const { style } = rendered;
    expect(markup).toMatch(/<h1 [^>]*>Sistema de Faturamento<\/h1>/);
    expect(markup).toContain('Escolha uma equipe no menu ao lado para começar.');
    expect(markup).toMatch(/<p [^>]*>Início<\/p>/);
    expect(markup).toMatch(/<main /);
    expect(markup).not.toContain('Olá');
    expect(markup).not.toContain('@');
    expect(markup).not.toMatch(/<(button|a|input)[ >]/);
    // Its styles come in the one element emotion adopts.
    expect(style).toMatch(/^<style data-emotion="css [^"]+">.+<\/style>$/s);
  });

  it('an incomplete configuration prerenders nothing (its page is the configuration screen)', () => {
    expect(renderPage(HOME_PATH, { VITE_FIREBASE_API_KEY: 'only-this' })).toBeNull();
  });
});

describe('the login page (issue 24)', () => {
  it('is the form, apart from the frame', () => {
    const page = renderPage(LOGIN_PATH, {});
    expect(page?.markup).toMatch(/<input [^>]*type="email"/);
    expect(page?.markup).not.toContain('Sistema de Faturamento</h1>');
  });
});

describe("the report screens' frames (issue 24)", () => {
  it('the home, every report and the printable bulletin are framed, nothing else', () => {
    expect([...FRAMED_PATHS].sort()).toEqual(
      ['/', '/pdf', ...REPORTS.map((report) => `/reports/${report.id}`)].sort(),
    );
  });

  it("each is the window's bar, the report's title and the filter block's place, with no data", () => {
    const page = renderPage('/reports/by-code', {});
    expect(page?.markup).toMatch(/<h1 [^>]*>Relatório Por Código<\/h1>/);
    expect(page?.markup).toContain('data-testid="report-frame"');
    expect(page?.markup).toMatch(/<main /);
    expect(page?.markup).not.toContain('Equipe 01');
    expect(page?.markup).not.toContain('Gerar Relatório');
  });
});

describe("the printable bulletin's frame (issue 24)", () => {
  it("is the toolbar and the sheet's heading with its title, the company and 'Carregando...', no bulletin", () => {
    const page = renderPage('/pdf', {});
    const markup = page?.markup ?? '';
    // The page's largest text, where the bulletin puts it; the sheet is the main landmark.
    expect(markup).toMatch(/<h1 [^>]*>Boletim de Medição de Serviços<\/h1>/);
    expect(markup).toMatch(/<main [^>]*aria-busy="true"/);
    expect(markup).toContain('data-testid="pdf-frame"');
    expect(markup).toMatch(/role="status"[^>]*>Carregando...</);
    // The company and contract come from the build's settings (D25), known before any data.
    expect(markup).toContain('Contrato nº 4600035150');
    // No bulletin yet: no number, no team, nothing to print.
    expect(markup).not.toContain('Boletim nº');
    expect(markup).not.toContain('(ORCDISTBA');
    expect(markup).toMatch(/<button [^>]*disabled=""[^>]*>.*Imprimir \/ Salvar PDF/);
  });
});

describe("the screens' styles in index.html (issue 24)", () => {
  /**
   * The browser side of it: emotion's cache adopts the head's style element (its ids count as
   * inserted), then the screen renders. Whatever the render adds to `inserted` is a rule emotion
   * would build and insert while the screen commits.
   */
  function rulesInsertedBy(screen: ReactNode, adopted: readonly string[]): string[] {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    for (const element of adopted) {
      const ids = /^<style data-emotion="css ([^"]+)">/.exec(element)?.[1]?.split(' ') ?? [];
      for (const id of ids) cache.inserted[id] = true;
    }
    const before = new Set(Object.keys(cache.inserted));
    const store = makeStore(deferPorts(new Promise<Ports>(() => undefined)), {
      session: { ...sessionSlice.getInitialState(), status: 'signedIn', user: ADMIN },
    });
    renderToString(
      <CacheProvider value={cache}>
        <App store={store} ssrPath="/reports/by-code">
          <LocalizedTheme>{screen}</LocalizedTheme>
        </App>
      </CacheProvider>,
    );
    return Object.keys(cache.inserted).filter((id) => !before.has(id));
  }

  const ADMIN: SessionUser = {
    uid: 'u-admin',
    email: 'admin@demo.local',
    name: 'Admin Demo',
    checker: 'Admin Demo',
    role: 'admin',
    teams: ['ORCDISTBA01', 'ORCDISTBA05', 'ORCDISTBA17'],
    collection: 'users',
  };

  it('a report screen, as it first paints, finds every style it uses already in the head', () => {
    const built = renderPages(FRAMED_PATHS, {}, '', { screenStyles: true });
    if (!built) throw new Error('fixture mode prerenders');
    const reports = built.screenStyles.find((styles) => styles.pathPrefix === '/reports/');
    if (!reports) throw new Error('the report screens have their styles');
    const screen = <ReportsScreen id="by-code" />;
    // The frames alone leave the filter block's rules (its checkboxes, dates, buttons) to insert…
    expect(rulesInsertedBy(screen, [built.style]).length).toBeGreaterThan(20);
    // …with the report screens' styles, which a report page puts in its head, there is none.
    expect(rulesInsertedBy(screen, [built.style, reports.style])).toEqual([]);
    // Only the styles the frames do not already have.
    const ids = (element: string) => /^<style data-emotion="css ([^"]*)">/.exec(element)?.[1];
    const frameIds = new Set(ids(built.style)?.split(' '));
    expect(
      ids(reports.style)
        ?.split(' ')
        .filter((id) => frameIds.has(id)),
    ).toEqual([]);
  });

  it('are not rendered unless asked (the login page has none)', () => {
    expect(renderPages([LOGIN_PATH], {})?.screenStyles).toEqual([]);
  });
});
