/**
 * P54: the header table drives the header's validation: its limits, its required fields and
 * its number fields are refused as the table says, each named by the table's label. The
 * expectations are read from the table, so they hold for a field added to it; the SPEC §5
 * wording is checked by hand.
 */
import {
  HEADER_FIELDS,
  HEADER_KEYS,
  NUMBER_HEADER_KEYS,
  REQUIRED_HEADER_KEYS,
  isHeaderKey,
} from './headerFields';
import type { HeaderKey } from './headerFields';
import { FORM_MESSAGES, HEADER_FIELD_LABELS, VALIDATION_MESSAGES } from './messages';
import type { InvoiceHeader } from './model';
import { HEADER_TEXT_LIMITS, validateBulletinHeader, validateNewBulletin } from './validation';

/** A header /new and the editor save as it is. */
const valid: InvoiceHeader = { title: 'Poda', project: 'PJ-1', date: '01/02/2026' };

/**
 * `length` characters a field of its kind accepts: for a number field a number within the rules'
 * bound however long (P56: 20 digits would be beyond LIMITS.number), "1,000…".
 */
function filled(key: HeaderKey, length: number): string {
  if (HEADER_FIELDS[key].kind !== 'number') return 'x'.repeat(length);
  return length < 3 ? '1'.repeat(length) : `1,${'0'.repeat(length - 2)}`;
}

/** The fields whose limit is checked as a length (a date too long is no date: D7 refuses it). */
const LIMITED = HEADER_KEYS.flatMap((key) => {
  const { limit, kind } = HEADER_FIELDS[key];
  return limit !== null && kind !== 'date' ? [{ key, limit }] : [];
});

describe('the header table drives the header checks (P54, issue 16)', () => {
  it.each(LIMITED)('$key refuses one character over its limit of $limit, by its label', (f) => {
    expect(validateBulletinHeader({ ...valid, [f.key]: filled(f.key, f.limit) })).toBeNull();
    expect(validateBulletinHeader({ ...valid, [f.key]: filled(f.key, f.limit + 1) })).toEqual({
      message: FORM_MESSAGES.tooLong(HEADER_FIELDS[f.key].label, f.limit),
      fields: [f.key],
    });
  });

  it('the limits the screens set are the table’s, for every field that has one', () => {
    for (const key of HEADER_KEYS) {
      const { limit } = HEADER_FIELDS[key];
      expect((HEADER_TEXT_LIMITS as Partial<Record<HeaderKey, number>>)[key]).toBe(
        limit ?? undefined,
      );
    }
  });

  it.each(REQUIRED_HEADER_KEYS)('%s is required, with the SPEC §5 message', (key) => {
    expect(validateBulletinHeader({ ...valid, [key]: ' ' })).toEqual({
      message: VALIDATION_MESSAGES.newBulletinRequired,
      fields: [key],
    });
    expect(validateNewBulletin({ ...valid, team: 'ORCDISTBA01', [key]: '' })).toBe(
      VALIDATION_MESSAGES.newBulletinRequired,
    );
  });

  it("the required fields' message names them in the table's order, as SPEC §5 words it", () => {
    expect(VALIDATION_MESSAGES.newBulletinRequired).toBe(
      'Preencha os campos obrigatórios: Título, Projeto e Data',
    );
  });

  it.each(NUMBER_HEADER_KEYS)('%s is read as a number typed the pt-BR way (D3)', (key) => {
    const label = HEADER_FIELDS[key].label;
    expect(validateBulletinHeader({ ...valid, [key]: 'abc' })).toEqual({
      message: FORM_MESSAGES.unreadableNumber(label, 'abc'),
      fields: [key],
    });
    expect(validateBulletinHeader({ ...valid, [key]: '12,5' })).toBeNull();
    expect(validateBulletinHeader({ ...valid, [key]: 12.5 })).toBeNull();
  });

  it('the names refusals and the history give a field are its labels (si as PES)', () => {
    for (const key of HEADER_KEYS) expect(HEADER_FIELD_LABELS[key]).toBe(HEADER_FIELDS[key].label);
    expect(HEADER_FIELD_LABELS.si).toBe('PES');
  });
});

describe('isHeaderKey: a path segment names a header field of the table (issue 45)', () => {
  it('is true for the fields of SPEC §3 and false for anything else', () => {
    expect(isHeaderKey('title')).toBe(true);
    expect(isHeaderKey('pedido')).toBe(true);
    expect(isHeaderKey('nope')).toBe(false);
    expect(isHeaderKey('toString')).toBe(false); // not the table's own key
    expect(isHeaderKey(5)).toBe(false);
    expect(isHeaderKey(undefined)).toBe(false);
  });
});
