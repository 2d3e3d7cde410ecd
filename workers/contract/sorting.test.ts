import { SEARCHABLE, SORT_KEYS, isSortKey, nextSort } from './sorting';

// SPEC §2 and D34: which column sorts each report offers, and how a click on a header toggles.
describe('report sort keys (SPEC §2, D34)', () => {
  it('general sorts by id, equipe, data or valor, in column order', () => {
    expect(SORT_KEYS.general).toEqual(['id', 'equipe', 'data', 'valor']);
  });

  it('by code sorts by data, codigo, quantidade and valor; coelba by planilha, codigo, total, municipio', () => {
    expect(SORT_KEYS['by-code']).toEqual(['data', 'codigo', 'quantidade', 'valor']);
    expect(SORT_KEYS.coelba).toEqual(['planilha', 'codigo', 'total', 'municipio']);
  });

  it('paid sorts by id, date, totalValue, paidValue; faturamento real by data, equipe, codigo, total', () => {
    expect(SORT_KEYS.paid).toEqual(['id', 'date', 'totalValue', 'paidValue']);
    expect(SORT_KEYS['faturamento-real']).toEqual(['data', 'equipe', 'codigo', 'total']);
  });

  it('by team sorts its team groups by team, invoices or value, not a column', () => {
    expect(SORT_KEYS['by-team']).toEqual(['team', 'invoices', 'value']);
  });

  it('paid summary, daily, monthly and by type have no sort', () => {
    expect(SORT_KEYS['paid-summary']).toEqual([]);
    expect(SORT_KEYS.daily).toEqual([]);
    expect(SORT_KEYS.monthly).toEqual([]);
    expect(SORT_KEYS['by-type']).toEqual([]);
  });

  it('a key is a sort key of the reports that list it only', () => {
    expect(isSortKey('general', 'valor')).toBe(true);
    expect(isSortKey('general', 'id')).toBe(true);
    expect(isSortKey('paid', 'valor')).toBe(false);
    expect(isSortKey('by-team', 'team')).toBe(true);
    expect(isSortKey('by-team', 'equipe')).toBe(false);
    expect(isSortKey('daily', 'ranking')).toBe(false);
    expect(isSortKey('general', '')).toBe(false);
  });
});

describe('reports with a text search (D41)', () => {
  it('are those with a searched column: not the per-team tables', () => {
    expect([...SEARCHABLE].sort()).toEqual(
      ['by-code', 'by-team', 'coelba', 'faturamento-real', 'general', 'paid'].sort(),
    );
  });
});

describe('clicking a sort column (SPEC §2)', () => {
  it('a first click sorts ascending', () => {
    expect(nextSort(null, 'valor')).toEqual({ key: 'valor', direction: 'asc' });
    expect(nextSort(undefined, 'valor')).toEqual({ key: 'valor', direction: 'asc' });
  });

  it('the same column again toggles ascending to descending and back', () => {
    expect(nextSort({ key: 'valor', direction: 'asc' }, 'valor')).toEqual({
      key: 'valor',
      direction: 'desc',
    });
    expect(nextSort({ key: 'valor', direction: 'desc' }, 'valor')).toEqual({
      key: 'valor',
      direction: 'asc',
    });
  });

  it('a new column starts ascending, whatever the direction of the old one', () => {
    expect(nextSort({ key: 'valor', direction: 'desc' }, 'data')).toEqual({
      key: 'data',
      direction: 'asc',
    });
    expect(nextSort({ key: 'valor', direction: 'asc' }, 'data')).toEqual({
      key: 'data',
      direction: 'asc',
    });
  });
});
