import fc from 'fast-check';
import type { Invoice, ServiceLine } from './model';
import {
  COELBA_FALLBACK_FACTOR,
  codedLines,
  effectiveFactor,
  fromCents,
  hasCode,
  invoicePaidValueCents,
  invoiceTotals,
  invoiceValueCents,
  isLinePaid,
  lineBaseCents,
  lineTotalCents,
  pedidoOf,
  storedTotalCents,
  toCents,
} from './money';
import { formatMoney, formatMoneyCents } from './format';
import { checkLineQuantity, MAX_QUANTITY } from './validation';

describe('cents (D5): half away from zero, robust to binary error', () => {
  it.each([
    [1.005, 101],
    [0.285, 29],
    [2.675, 268],
    [-1.005, -101],
    [1.004, 100],
    [10, 1000],
    [1234.56, 123456],
  ])('%d reais is %d cents', (reais, cents) => {
    expect(toCents(reais)).toBe(cents);
  });

  it('cents go back to reais', () => {
    expect(fromCents(123456)).toBe(1234.56);
  });
});

describe('effective factor (D4)', () => {
  it("is the line's factor when it is a number above 0", () => {
    expect(effectiveFactor({ factor: 1.2 }, 1.6568)).toBe(1.2);
    expect(effectiveFactor({ factor: '1,25' }, 1.6568)).toBe(1.25);
  });

  it('is the global factor otherwise', () => {
    for (const factor of [0, '', -1, 'abc', undefined, null]) {
      expect(effectiveFactor({ factor }, 1.6568)).toBe(1.6568);
    }
  });

  it('falls back to 1 in the Coelba report', () => {
    expect(effectiveFactor({ factor: '' }, COELBA_FALLBACK_FACTOR)).toBe(1);
  });
});

describe('line totals (D5, SPEC §9)', () => {
  it('are price × quantity × effective factor, rounded to the cent', () => {
    // 100 × 2 × 1.6568 = 331.36
    expect(lineTotalCents({ price: 100, quantity: 2 }, 1.6568)).toBe(33136);
    // 10.05 × 3 × 1 = 30.15
    expect(lineTotalCents({ price: '10,05', quantity: '3', factor: 1 }, 1.6568)).toBe(3015);
    // 1.005 × 1 × 1 = 1.005 → 1.01
    expect(lineTotalCents({ price: 1.005, quantity: 1, factor: 1 }, 2)).toBe(101);
    // 33.33 × 1.5 × 1.6568 = 82.832... → 82.83
    expect(lineTotalCents({ price: 33.33, quantity: 1.5 }, 1.6568)).toBe(8283);
  });

  it('a missing price or quantity counts as 0', () => {
    expect(lineTotalCents({ quantity: 3 }, 1.6568)).toBe(0);
  });

  it('without factor are price × quantity', () => {
    expect(lineBaseCents({ price: 100, quantity: 2, factor: 3 })).toBe(20000);
    expect(lineBaseCents({ price: '0,335', quantity: 1 })).toBe(34);
  });
});

describe('lines with a code (SPEC §5)', () => {
  it('only lines with a code count', () => {
    expect(hasCode({ code: 'NDE1' })).toBe(true);
    expect(hasCode({ code: 55 as unknown as string })).toBe(true);
    expect(hasCode({ code: '  ' })).toBe(false);
    expect(hasCode({})).toBe(false);
    expect(codedLines({ services: { '0': { code: 'A' }, '1': { code: '' } } })).toEqual([
      { code: 'A' },
    ]);
  });
});

const lines: ServiceLine[] = [
  { code: 'A', price: 100, quantity: 2, factor: 1 }, // 200.00
  { price: 50, quantity: 1, factor: 1 }, // no code: ignored
  { code: 'C', price: '10,5', quantity: '2', factor: '' }, // 10.5 × 2 × 2 = 42.00
];

describe('invoice value (D5, D36)', () => {
  it('is the sum of the rounded totals of the lines with a code', () => {
    expect(invoiceValueCents({ services: lines }, 2)).toBe(24200);
  });

  it('reads services stored as an object keyed "0","1",… (D1)', () => {
    expect(invoiceValueCents({ services: { '0': lines[0]!, '1': lines[2]! } }, 2)).toBe(24200);
  });

  it('ignores the stored totals when some line has a code', () => {
    expect(invoiceValueCents({ services: lines, totalWithFactor: 1 }, 2)).toBe(24200);
  });

  it('falls back to totalWithFactor, total_wfactor, then total when no line has a code', () => {
    expect(invoiceValueCents({ totalWithFactor: '1.234,56', total: 5 }, 2)).toBe(123456);
    expect(invoiceValueCents({ services: [{ price: 1 }], total_wfactor: 50 }, 2)).toBe(5000);
    expect(
      invoiceValueCents({ totalWithFactor: ' ', total_wfactor: null as never, total: '7,5' }, 2),
    ).toBe(750);
    expect(storedTotalCents({})).toBe(0);
    expect(storedTotalCents({ total: 'abc' })).toBe(0);
    expect(storedTotalCents({ total: 1.005 })).toBe(101);
  });

  it('line-based reports take no stored total (D36)', () => {
    expect(invoiceValueCents({ totalWithFactor: 99 }, 2, { storedFallback: false })).toBe(0);
    expect(invoiceValueCents({ services: lines }, 2, { storedFallback: false })).toBe(24200);
  });

  it('a total equals the sum of its rounded lines (property)', () => {
    // Exact oracle: price = p/100, quantity = q/100, factor = f/10000, so the exact total in
    // units of 1e-8 reais is p·q·f; cents = that ÷ 1e6, half away from zero, in BigInt.
    const exactCents = (p: number, q: number, f: number) =>
      (BigInt(p) * BigInt(q) * BigInt(f) + 500_000n) / 1_000_000n;
    const line = fc.record({
      // Up to R$ 10.000,00 × 100 units × 3: lines of up to R$ 3 million, where a double still
      // resolves the 1e-8 steps of the exact product.
      p: fc.integer({ min: 0, max: 1_000_000 }),
      q: fc.integer({ min: 0, max: 10_000 }),
      f: fc.integer({ min: 1, max: 30_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (raw) => {
        const services = raw.map(({ p, q, f }, i) => ({
          code: `C${i}`,
          price: p / 100,
          quantity: q / 100,
          factor: f / 10_000,
        }));
        const expected = raw.reduce((sum, { p, q, f }) => sum + exactCents(p, q, f), 0n);
        expect(BigInt(invoiceValueCents({ services }, 1.6568))).toBe(expected);
        expect(BigInt(toCents(invoiceTotals(services, 1.6568).total_wfactor))).toBe(expected);
      }),
    );
  });
});

describe('quantities within the bound (issue 23): totals stay exact integer cents', () => {
  /** A quantity every form accepts: whole, two decimals, or any double up to the bound. */
  const quantity = fc
    .oneof(
      fc.integer({ min: 1, max: MAX_QUANTITY }),
      fc.integer({ min: 1, max: MAX_QUANTITY * 100 }).map((hundredths) => hundredths / 100),
      fc.double({ min: Number.MIN_VALUE, max: MAX_QUANTITY, noNaN: true }),
    )
    .filter((q) => checkLineQuantity(q).ok);
  const serviceLine = fc.record({
    // Up to R$ 100.000,00 a unit, with centavos.
    price: fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
    quantity,
    // The line's own factor (4 decimals, up to 3) or '' for the global one (D4).
    factor: fc.oneof(
      fc.constant(''),
      fc.integer({ min: 1, max: 30_000 }).map((f) => f / 10_000),
    ),
  });

  it('every line is a safe integer of cents, and each footer shows exactly the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(serviceLine, { minLength: 1, maxLength: 60 }), (raw) => {
        const services: ServiceLine[] = raw.map((line, i) => ({ code: `C${i}`, ...line }));
        let withFactor = 0;
        let base = 0;
        for (const line of services) {
          const cents = lineTotalCents(line, 1.6568);
          const baseCents = lineBaseCents(line);
          expect(Number.isSafeInteger(cents) && Number.isSafeInteger(baseCents)).toBe(true);
          withFactor += cents;
          base += baseCents;
        }
        expect(Number.isSafeInteger(withFactor) && Number.isSafeInteger(base)).toBe(true);
        // The footer (invoiceTotals, in reais, shown by formatMoney) is the sum of the lines
        // shown (formatMoneyCents of each line's cents), to the cent.
        const totals = invoiceTotals(services, 1.6568);
        expect(toCents(totals.total_wfactor)).toBe(withFactor);
        expect(toCents(totals.total)).toBe(base);
        expect(formatMoney(totals.total_wfactor)).toBe(formatMoneyCents(withFactor));
        expect(formatMoney(totals.total)).toBe(formatMoneyCents(base));
        expect(invoiceValueCents({ services }, 1.6568)).toBe(withFactor);
      }),
    );
  });

  it('a line is exactly price × quantity × factor rounded half away from zero (D5), over every accepted quantity, for lines up to R$ 10 million, near-half values included', () => {
    // Exact oracle in BigInt: price p/100, quantity q/100, factor f/10000; exact cents pqf/1e6.
    const exactCents = (p: bigint, q: bigint, f: bigint) => (p * q * f + 500_000n) / 1_000_000n;
    /** R$ 10 million in units of 1e-8 reais: the largest line the doubles resolve exactly. */
    const LIMIT = 10n ** 15n;
    const check = (p: number, q: number, f: number): void => {
      const line = { code: 'X', price: p / 100, quantity: q / 100, factor: f / 10_000 };
      expect(BigInt(lineTotalCents(line, 1))).toBe(exactCents(BigInt(p), BigInt(q), BigInt(f)));
    };
    const qf = fc.record({
      q: fc.integer({ min: 1, max: MAX_QUANTITY * 100 }),
      f: fc.integer({ min: 1, max: 30_000 }),
    });
    fc.assert(
      fc.property(qf, fc.double({ min: 0, max: 1, noNaN: true }), ({ q, f }, share) => {
        const most = LIMIT / BigInt(q * f);
        fc.pre(most >= 1n);
        check(Math.max(1, Math.floor(Number(most) * share)), q, f);
      }),
    );
    // Near a half: the price whose exact total falls at most 5e-6 of a cent below or on a half.
    fc.assert(
      fc.property(qf, fc.double({ min: 0, max: 1, noNaN: true }), ({ q, f }, share) => {
        const most = Number(LIMIT / BigInt(q * f));
        fc.pre(most >= 1);
        const start = Math.max(1, Math.floor(most * share) - 4000);
        for (let p = start; p <= Math.min(most, start + 4000); p += 1) {
          const rest = (BigInt(p) * BigInt(q) * BigInt(f)) % 1_000_000n;
          if (rest >= 499_995n && rest <= 500_000n) {
            check(p, q, f);
            return;
          }
        }
        fc.pre(false);
      }),
      { numRuns: 200 },
    );
    // CPU-bound (BigInt searches near each half): about 1 s alone, past vitest's 5 s default on
    // a loaded two-core machine. A budget, not a timing: the property is what is checked.
  }, 60_000);
});

describe('pedidos (D39)', () => {
  it("are the trimmed text, a number's digits, else '-'", () => {
    expect(pedidoOf({ pedido: ' 4500123 ' })).toBe('4500123');
    expect(pedidoOf({ pedido: 4500 })).toBe('4500');
    expect(pedidoOf({ pedido: '' })).toBe('-');
    expect(pedidoOf({ pedido: '-' })).toBe('-');
    expect(pedidoOf({})).toBe('-');
    expect(pedidoOf({ pedido: true as unknown as string })).toBe('-');
  });

  it("a line is paid when its pedido is neither '-' nor empty; `paid` is not read", () => {
    expect(isLinePaid({ pedido: '4500' })).toBe(true);
    expect(isLinePaid({ pedido: ' - ', paid: true })).toBe(false);
    expect(isLinePaid({ pedido: '  ', paid: true })).toBe(false);
  });
});

describe('paid value (D16)', () => {
  const invoice: Invoice = {
    services: [
      { code: 'A', price: 100, quantity: 1, factor: 1, pedido: '45' }, // 100.00 paid
      { code: 'B', price: 30, quantity: 1, factor: 1, pedido: '-' }, // 30.00
      { price: 10, quantity: 1, factor: 1, pedido: '46' }, // no code
    ],
  };

  it('is the sum of the paid lines when the invoice is not paid', () => {
    expect(invoicePaidValueCents(invoice, 2)).toBe(10000);
  });

  it('is the whole value when paid is true (D37: only true)', () => {
    expect(invoicePaidValueCents({ ...invoice, paid: true }, 2)).toBe(13000);
    expect(invoicePaidValueCents({ ...invoice, paid: 'true' as never }, 2)).toBe(10000);
    expect(invoicePaidValueCents({ paid: true, total: 12 }, 2)).toBe(1200);
    expect(invoicePaidValueCents({ paid: true, total: 12 }, 2, { storedFallback: false })).toBe(0);
  });
});

describe('editor totals (SPEC §7, §9)', () => {
  it('are the sums of the rounded lines, without and with factor', () => {
    const services: ServiceLine[] = [
      { code: 'A', price: 10, quantity: 3, factor: '' }, // 30.00 / 30 × 1.5 = 45.00
      { code: 'B', price: '2,5', quantity: 2, factor: 2 }, // 5.00 / 10.00
      { price: 99, quantity: 1 }, // no code: not counted
    ];
    expect(invoiceTotals(services, 1.5)).toEqual({ total: 35, total_wfactor: 55 });
  });

  it('round each line to the cent first', () => {
    const services = [
      { code: 'A', price: 0.335, quantity: 1, factor: 1 },
      { code: 'B', price: 0.335, quantity: 1, factor: 1 },
    ];
    // each 0.335 → 0.34, so 0.68 (not round(0.67) = 0.67)
    expect(invoiceTotals(services, 1)).toEqual({ total: 0.68, total_wfactor: 0.68 });
    expect(invoiceTotals(undefined, 1)).toEqual({ total: 0, total_wfactor: 0 });
  });
});
