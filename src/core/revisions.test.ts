import { describe, expect, it } from 'vitest';
import { revisionOf } from './revisions';

describe('a bulletin revision (D51)', () => {
  it('is the stored rev, and 0 for a record without a numeric one, or no record', () => {
    expect(revisionOf({ rev: 4 })).toBe(4);
    expect(revisionOf({})).toBe(0);
    expect(revisionOf({ rev: '4' as unknown as number })).toBe(0);
    expect(revisionOf(null)).toBe(0);
    expect(revisionOf(undefined)).toBe(0);
  });
});
