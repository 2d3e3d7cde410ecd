// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from './useStableCallback';

describe('useStableCallback', () => {
  it('keeps one function across renders, and it calls the latest render’s callback', () => {
    const { result, rerender } = renderHook(
      ({ factor }: { factor: number }) => useStableCallback((n: number) => n * factor),
      { initialProps: { factor: 2 } },
    );
    const first = result.current;
    expect(first(5)).toBe(10);
    rerender({ factor: 3 });
    expect(result.current).toBe(first);
    expect(first(5)).toBe(15);
  });
});
