import { PUSH_CHARS, createPushIdGenerator, pushIdTime } from './pushId';

describe('push ids', () => {
  it('are 20 characters from the push alphabet, starting with the encoded time', () => {
    const id = createPushIdGenerator({ now: () => 1_763_683_200_000 })();
    expect(id).toHaveLength(20);
    expect([...id].every((c) => PUSH_CHARS.includes(c))).toBe(true);
    expect(pushIdTime(id)).toBe(1_763_683_200_000);
  });

  it('the alphabet is in ASCII order, so text order is numeric order', () => {
    expect([...PUSH_CHARS].sort().join('')).toBe(PUSH_CHARS);
  });

  it('sort in creation order, also many within one millisecond and when the clock steps back', () => {
    const times = [5000, 5000, 5000, 4000, 6000, 6000, 70000];
    let i = 0;
    const next = createPushIdGenerator({ now: () => times[i++] ?? 0, random: () => 0.999 });
    const ids = times.map(() => next());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a seeded random source makes the same ids', () => {
    const make = (): string[] => {
      let s = 1;
      const next = createPushIdGenerator({
        now: () => 1e12,
        random: () => (s = (s * 48271) % 2147483647) / 2147483647,
      });
      return [next(), next()];
    };
    expect(make()).toEqual(make());
  });
});
