/**
 * One team's bulletins as columns (teamColumns.ts): each core rule read once per bulletin and
 * per coded line. Three bulletins by hand; every value below is worked out from the rulings.
 */
import { aLine, anEntry, FORWARDED } from '../../src/core/testing/builders';
import {
  FLAG_ACCEPTED,
  FLAG_CHECKED,
  FLAG_MONTHLY,
  FLAG_PAID,
  FLAG_VIEWED,
  KIND_ORDER,
  STATUS_ORDER,
  normalizeTeam,
} from './teamColumns';
import type { KeptLineText, TeamColumns } from './teamColumns';

// Global factor 1,6568 (D2).
// 5001 05/11, sent true_opened, checked and viewed, not paid → Visualizado (D9).
//   pos 0 70108SC 'Deslocamento' KM, pedido ' 4500123 ', 10 × 2,50, factor 0 → 1,6568:
//         25 × 1,6568 = 41,42; Coelba's factor falls back to 1 (D4): 25,00; paid (D39: a pedido)
//   pos 1 no code: left out (SPEC §5)
//   pos 2 120SI description 'Hospedagem', no unit, 2 × 100,00 × 1,2 = 240,00, no pedido
//   value 41,42 + 240,00 = 281,42; paid value 41,42 (D16: its paid lines)
// 5002 no date, sent_date 'true' (reports only, not monthly: D10), paid → Pago.
//   pos 0 NDE1 1 × 100,00 × 1 = 100,00 → value 100,00; paid value 100,00 (paid: the whole value)
// 5003 not sent, nothing set → Pendente; no lines, stored total_wfactor 7,5 (D36) → 7,50
const ENTRIES = [
  anEntry(
    {
      id: '5001',
      date: Date.UTC(2026, 10, 5),
      ...FORWARDED,
      viewedByFat: true,
      header: { title: 'Poda', city: 'Ilhéus', date: '05/11/2026' },
      services: [
        aLine({
          code: '70108SC',
          activity: 'Deslocamento',
          unid: 'KM',
          pedido: ' 4500123 ',
          price: 2.5,
          quantity: 10,
          factor: 0,
        }),
        aLine({ code: '', activity: 'sem código' }),
        aLine({
          code: '120SI',
          activity: undefined,
          description: 'Hospedagem',
          price: 100,
          quantity: 2,
          factor: 1.2,
        }),
      ],
    },
    'k1',
    'ORCDISTBA10',
  ),
  anEntry(
    {
      id: '5002',
      date: undefined,
      header: { title: 'Corte', city: 'Muritiba' },
      sent_status: undefined,
      sent_date: 'true',
      paid: true,
      services: [aLine({ code: 'NDE1', price: 100, quantity: 1, factor: 1 })],
    },
    'k2',
    'ORCDISTBA10',
  ),
  anEntry(
    {
      id: '5003',
      date: Date.UTC(2026, 10, 7),
      header: { title: 'Poda', city: 'Ilhéus' },
      sent_status: undefined,
      services: [],
      total_wfactor: 7.5,
    },
    'k3',
    'ORCDISTBA10',
  ),
];

// Built before each test, not while the file loads, so each test is the one that reads it
// (Stryker ties a mutant to the tests that run it).
let team: TeamColumns;
beforeEach(() => {
  team = normalizeTeam('ORCDISTBA10', ENTRIES, 1.6568);
});
const text = (ids: ArrayLike<number>) => Array.from(ids, (id) => team.strings[id]);
const lineText = (field: KeptLineText) => text(team.lineText[field]);

describe("a team's bulletins as columns", () => {
  it('keeps the team, its factor, and each bulletin in list order with its key and id', () => {
    expect(team.team).toBe('ORCDISTBA10');
    expect(team.globalFactor).toBe(1.6568);
    expect(team.invoiceCount).toBe(3);
    expect(team.invKey).toEqual(['k1', 'k2', 'k3']);
    expect(text(team.invId)).toEqual(['5001', '5002', '5003']);
    expect(team.strings[0]).toBe('');
  });

  it('D6 dates, NaN for a bulletin without one', () => {
    expect([...team.invDate]).toEqual([Date.UTC(2026, 10, 5), NaN, Date.UTC(2026, 10, 7)]);
  });

  it('flags: accepted by reports and by monthly (D10), checked, paid, viewed', () => {
    expect([...team.invFlags]).toEqual([
      FLAG_ACCEPTED | FLAG_MONTHLY | FLAG_CHECKED | FLAG_VIEWED,
      FLAG_ACCEPTED | FLAG_PAID,
      0,
    ]);
  });

  it('the D9 status and the general status filters each bulletin passes', () => {
    expect(Array.from(team.invStatus, (s) => STATUS_ORDER[s])).toEqual([
      'viewed',
      'paid',
      'pending',
    ]);
    // Bits by filter: all 1, paid 2, unpaid 4, checked 8, unchecked 16.
    expect([...team.invStatusFilters]).toEqual([1 | 4 | 8, 1 | 2 | 16, 1 | 4 | 16]);
  });

  it('D5/D36 values and D16 paid values in cents', () => {
    expect([...team.invValue]).toEqual([28142, 10000, 750]);
    expect([...team.invPaidValue]).toEqual([4142, 10000, 0]);
  });

  it('the D28 texts of each bulletin', () => {
    expect(text(team.invText.title)).toEqual(['Poda', 'Corte', 'Poda']);
    expect(text(team.invText.city)).toEqual(['Ilhéus', 'Muritiba', 'Ilhéus']);
    // The same text twice is the same id.
    expect(team.invText.title[0]).toBe(team.invText.title[2]);
  });
});

describe("a team's coded lines as columns (SPEC §5: lines without a code are left out)", () => {
  it('each line knows its bulletin and its position in the bulletin', () => {
    expect(team.lineCount).toBe(3);
    expect([...team.lineInv]).toEqual([0, 0, 1]);
    expect([...team.linePos]).toEqual([0, 2, 0]);
  });

  it('texts: code, D28 Serviço, D44 UND, D39 pedido, Coelba description and unit', () => {
    expect(lineText('code')).toEqual(['70108SC', '120SI', 'NDE1']);
    expect(lineText('service')).toEqual(['Deslocamento', 'Hospedagem', 'Poda']);
    expect(lineText('unit')).toEqual(['KM', 'EA', 'EA']);
    expect(lineText('pedido')).toEqual(['4500123', '-', '-']);
    expect(lineText('coelbaDescription')).toEqual(['Deslocamento', 'Hospedagem', 'Poda']);
    expect(lineText('coelbaUnit')).toEqual(['KM', 'UD', 'UD']);
  });

  it('numbers (D3), the effective factor (D4) and the D5 total in cents', () => {
    expect([...team.lineQuantity]).toEqual([10, 2, 1]);
    expect([...team.linePrice]).toEqual([2.5, 100, 100]);
    expect([...team.lineFactor]).toEqual([1.6568, 1.2, 1]);
    expect([...team.lineTotal]).toEqual([4142, 24000, 10000]);
  });

  it("Coelba's factor falls back to 1, not the global factor, and its total with it (D4)", () => {
    expect([...team.coelbaFactor]).toEqual([1, 1.2, 1]);
    expect([...team.coelbaTotal]).toEqual([2500, 24000, 10000]);
  });

  it('a line with a pedido is paid (D39), and its D20 service kind', () => {
    expect([...team.linePaid]).toEqual([1, 0, 0]);
    expect(Array.from(team.lineKind, (k) => KIND_ORDER[k])).toEqual([
      'DESLOCAMENTO',
      'ALOJAMENTO',
      'OUTROS',
    ]);
  });

  it('lines of one code repeat their texts by id, even when a later line differs', () => {
    const again = normalizeTeam(
      'ORCDISTBA10',
      [
        anEntry({
          id: '6001',
          services: [
            aLine({ code: 'A1', activity: 'Poda', pedido: '1' }),
            aLine({ code: 'A1', activity: 'Poda', pedido: '2' }),
            aLine({ code: 'A1', activity: 'Corte', pedido: '1' }),
            aLine({ code: 'B2', activity: 'Poda', pedido: '2' }),
          ],
        }),
      ],
      1,
    );
    const texts = (ids: ArrayLike<number>) => Array.from(ids, (id) => again.strings[id]);
    expect(texts(again.lineText.code)).toEqual(['A1', 'A1', 'A1', 'B2']);
    expect(texts(again.lineText.service)).toEqual(['Poda', 'Poda', 'Corte', 'Poda']);
    expect(texts(again.lineText.pedido)).toEqual(['1', '2', '1', '2']);
    expect(again.lineText.service[0]).toBe(again.lineText.service[3]);
    expect(again.lineText.pedido[1]).toBe(again.lineText.pedido[3]);
  });
});
