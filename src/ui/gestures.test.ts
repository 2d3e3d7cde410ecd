// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activationTime, REPEAT_GESTURE_MS, useRepeatGuard } from './gestures';

/** performance.now() answers `now` (the moment the page handles a click). */
function pageClockAt(now: number): void {
  vi.spyOn(performance, 'now').mockReturnValue(now);
}
afterEach(() => vi.restoreAllMocks());

describe('issue 23: a repeat is judged by when the person clicked', () => {
  it('two single clicks 150 ms apart are one request, though the busy page handles the second 800 ms later', () => {
    const { result } = renderHook(() => useRepeatGuard());
    const accept = result.current;
    pageClockAt(5_010);
    expect(accept('markPaid', { detail: 1, timeStamp: 5_000 })).toBe(true);
    pageClockAt(5_810);
    expect(accept('markPaid', { detail: 1, timeStamp: 5_150 })).toBe(false);
  });

  it('a click REPEAT_GESTURE_MS after the accepted one is a new request, however soon it is handled', () => {
    const { result } = renderHook(() => useRepeatGuard());
    const accept = result.current;
    pageClockAt(9_000);
    expect(accept('markPaid', { detail: 1, timeStamp: 2_000 })).toBe(true);
    expect(accept('markPaid', { detail: 1, timeStamp: 2_000 + REPEAT_GESTURE_MS })).toBe(true);
    // Another action on the same row is its own request.
    expect(accept('markViewed', { detail: 1, timeStamp: 2_000 + REPEAT_GESTURE_MS })).toBe(true);
  });

  it("the second click of a double click (detail 2) never acts, and a key's Enter (no event) is timed on the page's clock", () => {
    const { result } = renderHook(() => useRepeatGuard());
    const accept = result.current;
    pageClockAt(1_000);
    expect(accept('forwardToBilling', { detail: 1, timeStamp: 990 })).toBe(true);
    pageClockAt(3_000);
    expect(accept('forwardToBilling', { detail: 2, timeStamp: 2_990 })).toBe(false);
    expect(accept('forwardToBilling')).toBe(true);
    pageClockAt(3_200);
    expect(accept('forwardToBilling')).toBe(false);
  });

  it('a stamp on another clock (jsdom and old browsers: epoch milliseconds) or none falls back to the page clock', () => {
    pageClockAt(1_234);
    expect(activationTime({ timeStamp: Date.UTC(2026, 10, 29) })).toBe(1_234);
    expect(activationTime({ timeStamp: 0 })).toBe(1_234);
    expect(activationTime({})).toBe(1_234);
    expect(activationTime({ timeStamp: 1_000 })).toBe(1_000);
  });
});
