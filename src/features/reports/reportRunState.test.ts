import { describe, expect, it } from 'vitest';
import type { LoadProgress, ReportHandle } from '../../../workers/contract';
import { REPORT_MESSAGES as M } from './messages';
import { initialReportRunState, reportRunReducer } from './reportRunState';
import type { ReportRunState } from './reportRunState';

const handle: ReportHandle<'faturamento-real'> = {
  kind: 'faturamento-real',
  run: 1,
  total: 3,
  fileName: 'faturamento-real-2026-11-21.csv',
  globalFactor: 1.5,
  cards: { lines: 3, totalQuantity: 4, totalValueCents: 1234 },
};

const step = (
  state: ReportRunState<'faturamento-real'>,
  ...events: Parameters<typeof reportRunReducer<'faturamento-real'>>[1][]
) => events.reduce(reportRunReducer<'faturamento-real'>, state);

describe('a report run (SPEC §4 flow)', () => {
  it('starts empty, loads with progress, and each result has a new version', () => {
    const start = initialReportRunState<'faturamento-real'>();
    expect(start).toMatchObject({ phase: 'empty', handle: null, version: 0 });
    const progress: LoadProgress = {
      phase: 'loading',
      teamsLoaded: 1,
      teamsTotal: 2,
      invoices: 0,
      lines: 0,
    };
    const loading = step(start, { type: 'started' }, { type: 'progressed', progress });
    expect(loading).toMatchObject({ phase: 'loading', progress });
    const loaded = step(loading, { type: 'loaded', handle });
    expect(loaded).toMatchObject({ phase: 'loaded', handle, version: 1, progress: null });
    expect(step(loaded, { type: 'searchStarted' }, { type: 'loaded', handle })).toMatchObject({
      version: 2,
      searching: false,
    });
  });

  it('a failure drops the last result and says so in Portuguese (SPEC §8)', () => {
    const loaded = step(initialReportRunState(), { type: 'started' }, { type: 'loaded', handle });
    expect(step(loaded, { type: 'started' }, { type: 'failed' })).toMatchObject({
      phase: 'error',
      error: M.loadError,
      handle: null,
    });
  });

  it('a refused Gerar keeps the result; a new start clears the refusal', () => {
    const loaded = step(initialReportRunState(), { type: 'started' }, { type: 'loaded', handle });
    const refused = step(loaded, { type: 'refused', message: 'Selecione pelo menos uma equipe.' });
    expect(refused).toMatchObject({ phase: 'loaded', handle, validation: expect.any(String) });
    expect(step(refused, { type: 'started' }).validation).toBeNull();
  });

  it('an event that changes nothing answers the same state, so the screen does not render', () => {
    const start = initialReportRunState<'faturamento-real'>();
    const progress: LoadProgress = {
      phase: 'loading',
      teamsLoaded: 0,
      teamsTotal: 1,
      invoices: 0,
      lines: 0,
    };
    expect(step(start, { type: 'validationDismissed' })).toBe(start);
    expect(step(start, { type: 'progressed', progress })).toBe(start);
    const searching = step(start, { type: 'searchStarted' });
    expect(step(searching, { type: 'searchStarted' })).toBe(searching);
  });
});
