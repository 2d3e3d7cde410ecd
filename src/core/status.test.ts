import type { Invoice } from './model';
import {
  DISPLAY_STATUSES,
  GENERAL_STATUS_FILTERS,
  HOME_STATUS_FILTERS,
  acceptedByHome,
  acceptedByMonthly,
  acceptedByReports,
  badgeCount,
  badgeRead,
  displayStatus,
  displayStatusLabel,
  isViewed,
  matchesStatusFilter,
  waitsForViewer,
} from './status';

describe('display status (D9)', () => {
  it.each<[Invoice, string, string]>([
    [{ attached: true, paid: true, viewedByFat: true, checked: true }, 'attached', 'Anexado'],
    [{ archived: true }, 'attached', 'Anexado'],
    [{ paid: true, viewedByFat: true, checked: true }, 'paid', 'Pago'],
    [{ viewedByFat: true, checked: true }, 'viewed', 'Visualizado'],
    [{ status: 'viewed' }, 'viewed', 'Visualizado'],
    [{ checked: true }, 'checked', 'Corrigido'],
    [{}, 'pending', 'Pendente'],
    [
      { attached: 'true' as never, paid: 1 as never, checked: 'yes' as never },
      'pending',
      'Pendente',
    ],
  ])('%j is %s (%s)', (invoice, status, label) => {
    expect(displayStatus(invoice)).toBe(status);
    expect(displayStatusLabel(invoice)).toBe(label);
  });

  it('DISPLAY_STATUSES lists them in D9 precedence: each wins over every one after it', () => {
    // The flags that make each status true on its own (pending: none).
    const flags: Record<string, Invoice> = {
      attached: { attached: true },
      paid: { paid: true },
      viewed: { viewedByFat: true },
      checked: { checked: true },
      pending: {},
    };
    expect([...DISPLAY_STATUSES].sort()).toEqual(Object.keys(flags).sort());
    DISPLAY_STATUSES.forEach((status, index) => {
      const withLater = Object.assign({}, ...DISPLAY_STATUSES.slice(index).map((s) => flags[s]));
      expect(displayStatus(withLater)).toBe(status);
    });
  });

  it('viewed means viewedByFat true or status viewed (SPEC §4)', () => {
    expect(isViewed({ viewedByFat: true })).toBe(true);
    expect(isViewed({ status: 'viewed' })).toBe(true);
    expect(isViewed({ status: 'Viewed' })).toBe(false);
  });
});

describe('listed invoices (D10)', () => {
  it('home and monthly accept sent_status true_opened only', () => {
    expect(acceptedByHome({ sent_status: 'true_opened' })).toBe(true);
    expect(acceptedByHome({ sent_status: 'false', sent_date: 'true' })).toBe(false);
    expect(acceptedByMonthly({ sent_status: 'true_opened' })).toBe(true);
    expect(acceptedByMonthly({ sent_date: 'true_2026' })).toBe(false);
  });

  it("reports also accept a sent_date whose text contains 'true', case-sensitive (D37)", () => {
    expect(acceptedByReports({ sent_status: 'true_opened' })).toBe(true);
    expect(acceptedByReports({ sent_date: 'true_1700000000' })).toBe(true);
    expect(acceptedByReports({ sent_date: true as never })).toBe(true);
    expect(acceptedByReports({ sent_date: 'TRUE' })).toBe(false);
    expect(acceptedByReports({ sent_status: 'false_closed' })).toBe(false);
    expect(acceptedByReports({ sent_date: null as never })).toBe(false);
  });
});

describe('status filters (SPEC §2)', () => {
  it('offer all, paid, unpaid, checked, unchecked in the general report; home a subset', () => {
    expect(GENERAL_STATUS_FILTERS).toEqual(['all', 'paid', 'unpaid', 'checked', 'unchecked']);
    expect(HOME_STATUS_FILTERS).toEqual(['all', 'checked', 'unchecked']);
  });

  it.each<[Invoice, string, boolean]>([
    [{}, 'all', true],
    [{ paid: true }, 'paid', true],
    [{ paid: 'true' as never }, 'paid', false],
    [{}, 'unpaid', true],
    [{ paid: true }, 'unpaid', false],
    [{ checked: true }, 'checked', true],
    [{}, 'checked', false],
    [{ checked: false }, 'unchecked', true],
    [{ checked: true }, 'unchecked', false],
  ])('%j passes %s: %s', (invoice, filter, expected) => {
    expect(matchesStatusFilter(invoice, filter as never)).toBe(expected);
  });
});

describe('team badge (D12)', () => {
  const opened = { sent_status: 'true_opened' };
  // The home period: 26/10/2026 to 25/11/2026 (UTC, D6).
  const period = { start: Date.UTC(2026, 9, 26), end: Date.UTC(2026, 10, 25, 23, 59, 59, 999) };
  const inPeriod = Date.UTC(2026, 10, 10);
  const invoices: Invoice[] = [
    { ...opened, checked: false, date: inPeriod },
    { ...opened, date: inPeriod },
    { ...opened, checked: true, date: inPeriod },
    { ...opened, checked: true, viewedByFat: true, date: inPeriod },
    { ...opened, checked: true, status: 'viewed', date: inPeriod },
    { sent_status: 'draft', checked: false, date: inPeriod },
  ];

  it('counts unchecked bulletins for superv', () => {
    expect(badgeCount('superv', period, invoices)).toBe(2);
  });

  it('counts checked, not yet viewed bulletins for admin', () => {
    expect(badgeCount('admin', period, invoices)).toBe(1);
  });

  it('admin: only what the home period dates (D6: text dates and header.date too); superv: any date', () => {
    const waiting = [
      { ...opened, checked: true, date: period.start - 1 },
      { ...opened, checked: true, date: period.end + 1 },
      { ...opened, checked: true, date: '25/11/2026' },
      { ...opened, checked: true, header: { date: '26/10/2026' } },
      { ...opened, checked: true, date: '25/10/2026' },
    ];
    expect(badgeCount('admin', period, waiting)).toBe(2);
    const unchecked = waiting.map((invoice) => ({ ...invoice, checked: false }));
    expect(badgeCount('superv', period, unchecked)).toBe(5);
  });

  it('reads the unchecked for superv, the period for admin, nothing for the others', () => {
    expect(badgeRead('superv')).toBe('unchecked');
    expect(badgeRead('admin')).toBe('period');
    expect(badgeRead('func')).toBeNull();
    expect(badgeRead('team')).toBeNull();
    expect(badgeRead(null)).toBeNull();
  });

  it('counts nothing for other roles, and only listed bulletins', () => {
    expect(badgeCount('func', period, invoices)).toBe(0);
    expect(badgeCount('team', period, invoices)).toBe(0);
    expect(waitsForViewer('superv', { sent_status: 'draft' })).toBe(false);
  });
});
