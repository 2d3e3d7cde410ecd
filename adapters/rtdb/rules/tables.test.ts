/**
 * P56: a form's text limit is never looser than the rules' bound for that field: each header
 * field's limit (the header table, HEADER_TEXT_LIMITS) and each line field's (LINE_TEXT_LIMITS)
 * against the shape the rules give it (tables.ts), so a text the form takes is one the rules take.
 */
import { HEADER_KEYS } from '../../../src/core/headerFields';
import { HEADER_TEXT_LIMITS, LINE_TEXT_LIMITS } from '../../../src/core/validation';
import { HEADER_SHAPE, LIMITS, LINE_SHAPES } from './tables';
import type { ListName, RecordShape, Shape } from './tables';

/** The longest text the rules take in a field of this shape (null: the shape takes no text). */
function rulesTextBound(shape: Shape): number | null {
  switch (shape.kind) {
    case 'text':
    case 'textOrNumber':
      return shape.max;
    case 'url':
      return LIMITS.url;
    case 'scalar':
      return LIMITS.text;
    case 'number':
      return shape.asText ? LIMITS.numberText : null;
    case 'boolean':
      return null;
  }
}

const fieldShape = (record: RecordShape, field: string): Shape =>
  record.fields[field] ?? record.other;

describe("P56: every form text limit is within the rules' bound for its field", () => {
  it.each(HEADER_KEYS.filter((key) => Object.hasOwn(HEADER_TEXT_LIMITS, key)))(
    'header %s',
    (key) => {
      const limit = (HEADER_TEXT_LIMITS as Readonly<Record<string, number>>)[key] as number;
      const bound = rulesTextBound(fieldShape(HEADER_SHAPE, key));
      expect(bound).not.toBeNull();
      expect(limit).toBeLessThanOrEqual(bound as number);
    },
  );

  const lineFields = (Object.keys(LINE_TEXT_LIMITS) as ListName[]).flatMap((list) =>
    Object.entries(LINE_TEXT_LIMITS[list]).map(([field, limit]) => ({ list, field, limit })),
  );
  it.each(lineFields)('$list.$field ($limit)', ({ list, field, limit }) => {
    const bound = rulesTextBound(fieldShape(LINE_SHAPES[list], field));
    expect(bound).not.toBeNull();
    expect(limit).toBeLessThanOrEqual(bound as number);
  });
});
