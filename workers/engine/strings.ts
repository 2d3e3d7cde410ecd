import { compareFolded, foldText, matchesSearch } from '../../src/core/text';
import type { RankKey } from './order';

/**
 * D33 ranks of texts, by position: each text folded ONCE (accents and case removed), then
 * ordered by code point; texts that fold alike share a rank.
 */
export function rankTexts(texts: readonly string[]): RankKey & { ranks: Int32Array } {
  const folded = texts.map((t) => foldText(t));
  const order = folded.map((_, i) => i);
  order.sort((a, b) => compareFolded(folded[a] as string, folded[b] as string));
  const ranks = new Int32Array(texts.length);
  let rank = -1;
  let previous: string | null = null;
  for (const i of order) {
    const key = folded[i] as string;
    // Stryker disable next-line ConditionalExpression: the first key is text, never equal to null, so key !== previous alone says the same
    if (previous === null || key !== previous) rank += 1;
    previous = key;
    ranks[i] = rank;
  }
  return { ranks, max: Math.max(rank, 0) };
}

/**
 * Interned text of a dataset: every distinct report string once, referred to by a small integer.
 * Sorting (D33) and searching (D21) then work on ids: each distinct string is folded, ranked or
 * matched ONCE, however many of the 600,000 lines repeat it.
 */
export class StringTable {
  readonly values: string[] = [''];
  private readonly ids = new Map<string, number>([['', 0]]);
  private lastQuery: string | null = null;
  private lastMatches: Uint8Array | null = null;

  /** The id of `text`, added when new. Id 0 is ''. */
  intern(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(text);
      this.ids.set(text, id);
    }
    return id;
  }

  /**
   * intern(text), given `hint`, an id `text` is likely to have (e.g. the same field's id in a
   * similar record): when the hint's string equals `text`, that id, found by one comparison
   * instead of hashing the text again.
   */
  internAs(text: string, hint: number): number {
    // Stryker disable next-line ConditionalExpression: a fast path; a text has one id, so intern(text) answers the hint too when it holds the text
    return this.values[hint] === text ? hint : this.intern(text);
  }

  get size(): number {
    return this.values.length;
  }

  /**
   * D33 ranks (indexed by string id) of the strings in `used`: accents and case removed, then
   * code point; strings that fold alike share a rank. Ids not in `used` rank 0.
   */
  rank(used: ArrayLike<number>): RankKey {
    const seen = new Uint8Array(this.values.length);
    const ids: number[] = [];
    // Stryker disable next-line EqualityOperator: one step past the end reads undefined, and seen[undefined] is not 0
    for (let i = 0; i < used.length; i += 1) {
      const id = used[i] as number;
      // Stryker disable next-line ConditionalExpression: a repeated id ranks with its own text, the same rank again
      if (seen[id] === 0) {
        seen[id] = 1;
        ids.push(id);
      }
    }
    const sub = rankTexts(ids.map((id) => this.values[id] as string));
    const ranks = new Int32Array(this.values.length);
    ids.forEach((id, k) => {
      ranks[id] = sub.ranks[k] as number;
    });
    return { ranks, max: sub.max };
  }

  /** D21: which strings (by id) contain the query, accent- and case-insensitively; cached. */
  matches(query: string): Uint8Array {
    // Stryker disable next-line ConditionalExpression,BlockStatement: a memo; matching every string again gives the same marks
    if (this.lastQuery === query && this.lastMatches && this.lastMatches.length === this.size) {
      return this.lastMatches;
    }
    const out = new Uint8Array(this.values.length);
    // Stryker disable next-line EqualityOperator: a mark one step past the end of the Uint8Array is dropped
    for (let id = 0; id < this.values.length; id += 1) {
      if (matchesSearch([this.values[id]], query)) out[id] = 1;
    }
    this.lastQuery = query;
    this.lastMatches = out;
    return out;
  }
}
