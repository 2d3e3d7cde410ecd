/**
 * Firebase-style push ids (the algorithm of the Realtime Database SDK's `push()`): 8 characters of
 * millisecond timestamp then 12 random characters, all from an alphabet in ASCII order, so ids
 * compare lexicographically in creation order. Within one millisecond (or when the clock steps
 * back) the previous random part is incremented (on overflow, the time moves on by 1 ms), so one
 * generator's ids are strictly increasing.
 */

/** The 64 push-id characters, in ASCII (and therefore sort) order. */
export const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

export interface PushIdOptions {
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /** A number in [0, 1); defaults to Math.random (a seeded one makes ids reproducible). */
  random?: () => number;
}

/** Makes a push-id generator; each call returns a 20-character id greater than the last. */
export function createPushIdGenerator(options: PushIdOptions = {}): () => string {
  const clock = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let lastTime = -1;
  const randChars: number[] = new Array<number>(12).fill(0);

  return function nextPushId(): string {
    // Clamped so a clock stepping back never breaks the creation order of this generator.
    let now = Math.max(Math.floor(clock()), lastTime, 0);
    let fresh = now !== lastTime;
    if (!fresh) {
      let i = 11;
      while (i >= 0 && randChars[i] === 63) {
        randChars[i] = 0;
        i--;
      }
      if (i >= 0) randChars[i] = (randChars[i] ?? 0) + 1;
      else {
        // Every random character at its maximum: move on to the next millisecond instead.
        now += 1;
        fresh = true;
      }
    }
    if (fresh) {
      for (let i = 0; i < 12; i++) randChars[i] = Math.floor(random() * 64) % 64;
    }
    lastTime = now;

    let id = '';
    let time = now;
    for (let i = 0; i < 8; i++) {
      id = PUSH_CHARS.charAt(time % 64) + id;
      time = Math.floor(time / 64);
    }
    if (time !== 0) throw new RangeError(`push id: timestamp ${now} does not fit 8 characters`);
    for (const n of randChars) id += PUSH_CHARS.charAt(n);
    return id;
  };
}

/** The creation time (ms) written in the first 8 characters of a push id. */
export function pushIdTime(id: string): number {
  let time = 0;
  for (let i = 0; i < 8; i++) {
    const n = PUSH_CHARS.indexOf(id.charAt(i));
    if (n < 0) throw new RangeError(`not a push id: ${id}`);
    time = time * 64 + n;
  }
  return time;
}

/** A process-wide generator (as the SDK has), so keys made here never go backwards. */
export const nextPushId: () => string = createPushIdGenerator();
