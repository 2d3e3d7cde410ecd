/**
 * P56: the rules' bounds, read by the forms: a list's room by stored key and role, and each
 * number check's upper bound, said the pt-BR way.
 */
import { formatInteger } from './format';
import { FORM_MESSAGES as F, REFUSALS, VALIDATION_MESSAGES as M } from './messages';
import {
  LIMITS,
  MAX_QUANTITY,
  PROTECTED_SERVICE_LINES,
  beyondRoom,
  hasRoom,
  lineRoom,
} from './limits';
import { ROLE_IDS } from './roles';
import { aLine } from './testing/builders';
import {
  checkAddServiceQuantity,
  checkFactor,
  checkKm,
  checkLineQuantity,
  checkPrice,
  serviceBoundProblem,
  servicesTotalProblem,
  validateService,
} from './validation';

const lines = (n: number) => Array.from({ length: n }, () => aLine());

describe("P56: a list's room, by stored key and role", () => {
  it('a non-admin writes 100 service lines; an admin, and every other list, 1000', () => {
    for (const role of ROLE_IDS) {
      const services = role === 'admin' ? LIMITS.lines : PROTECTED_SERVICE_LINES;
      expect(lineRoom('services', role, []).max).toBe(services);
      expect(lineRoom('materials', role, []).max).toBe(LIMITS.lines);
      expect(lineRoom('photos', role, []).max).toBe(LIMITS.lines);
    }
    expect(lineRoom('services', null, []).max).toBe(PROTECTED_SERVICE_LINES);
  });

  it('counts stored keys, not lines shown: a hole takes a line of room (P16)', () => {
    const P = aLine({ pedido: '4500012345' });
    expect(lineRoom('services', 'team', { '1': P, '2': P })).toEqual({ used: 3, max: 100 });
    expect(lineRoom('services', 'team', [null, P] as never)).toEqual({ used: 2, max: 100 });
    expect(lineRoom('services', 'team', undefined)).toEqual({ used: 0, max: 100 });
  });

  it('the 100th service line of a team user is the last: full at 100, beyond at 101', () => {
    expect(hasRoom(lineRoom('services', 'team', lines(99)))).toBe(true);
    expect(hasRoom(lineRoom('services', 'team', lines(100)))).toBe(false);
    expect(beyondRoom(lineRoom('services', 'team', lines(100)))).toBe(false);
    expect(beyondRoom(lineRoom('services', 'team', lines(101)))).toBe(true);
    expect(hasRoom(lineRoom('services', 'admin', lines(100)))).toBe(true);
    expect(hasRoom(lineRoom('services', 'admin', lines(1000)))).toBe(false);
  });
});

describe('P56: every number check stops at the rules’ bound', () => {
  it('a price of up to R$ 1 bilhão, not a cent more', () => {
    expect(checkPrice('1.000.000.000,00')).toEqual({ ok: true, value: 1e9 });
    expect(checkPrice(1e9)).toEqual({ ok: true, value: 1e9 });
    expect(checkPrice('1.000.000.000,01')).toEqual({
      ok: false,
      message: 'Preço unitário: o máximo é R$ 1.000.000.000,00.',
    });
    expect(checkPrice(0)).toEqual({ ok: false, message: M.editRequired });
  });

  it('a factor of up to 1.000', () => {
    expect(checkFactor('1000')).toEqual({ ok: true, value: 1000 });
    expect(checkFactor('1000,0001')).toEqual({ ok: false, message: 'Fator: o máximo é 1.000.' });
    expect(checkFactor('')).toEqual({ ok: true, value: null });
  });

  it('a quantity of up to 100.000, in the dialog and in place', () => {
    expect(checkAddServiceQuantity(String(MAX_QUANTITY)).ok).toBe(true);
    expect(checkAddServiceQuantity('100001')).toEqual({ ok: false, message: F.quantityTooLarge });
    expect(checkLineQuantity('100000,01')).toEqual({ ok: false, message: F.quantityTooLarge });
    expect(F.quantityTooLarge).toBe(F.atMost('Quantidade', '100.000'));
  });

  it('a km of up to LIMITS.number', () => {
    expect(checkKm(LIMITS.number, 'Km inicial')).toEqual({ ok: true, value: LIMITS.number });
    expect(checkKm('1000000000000001', 'Km inicial')).toEqual({
      ok: false,
      message: 'Km inicial: o máximo é 1.000.000.000.000.000.',
    });
  });

  it('a service line beyond a bound is refused by validateService and serviceBoundProblem', () => {
    const over = aLine({ price: 1e9 + 0.01 });
    expect(validateService(over)).toBe(F.atMost('Preço unitário', 'R$ 1.000.000.000,00'));
    expect(serviceBoundProblem(over)).toBe(F.atMost('Preço unitário', 'R$ 1.000.000.000,00'));
    expect(serviceBoundProblem(aLine({ factor: 1001 }))).toBe(F.atMost('Fator', '1.000'));
    expect(serviceBoundProblem(aLine({ price: 1e9, quantity: MAX_QUANTITY }))).toBeNull();
  });

  it("the bulletin's totals, without and with the global factor, up to R$ 1 bilhão", () => {
    const at = [aLine({ price: 5e8, factor: '' }), aLine({ price: 5e8, factor: '' })];
    expect(servicesTotalProblem(at, 1)).toBeNull();
    // With the factor the total passes the bound even where the base does not.
    expect(servicesTotalProblem(at, 1.0001)).toBe(F.totalTooLarge('R$ 1.000.000.000,00'));
    expect(servicesTotalProblem([...at, aLine({ price: 0.01, factor: '' })], 1)).toBe(
      F.totalTooLarge('R$ 1.000.000.000,00'),
    );
    // A line without a code is not totalled (SPEC §5, invoiceTotals).
    expect(servicesTotalProblem([...at, aLine({ code: '', price: 1e9 })], 1)).toBeNull();
  });
});

describe('P56: the words that name a bound name the table’s', () => {
  it('the quantity hints and the split refusal', () => {
    expect(F.quantityHint).toContain(`máx. ${formatInteger(MAX_QUANTITY)}`);
    expect(F.integerQuantityHint).toContain(`de 1 a ${formatInteger(MAX_QUANTITY)}`);
    expect(REFUSALS.splitTooLong).toContain(`mais de ${PROTECTED_SERVICE_LINES} serviços`);
  });
});
