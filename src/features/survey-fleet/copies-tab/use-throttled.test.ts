import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from './use-throttled';

const nothingShown = (shown: readonly string[]) => shown.length === 0;

describe('useThrottled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gathers changes that follow a shown value into one, at most once per interval', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottled(value, 300, nothingShown), {
      initialProps: { value: ['a'] },
    });
    rerender({ value: ['a', 'b'] });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toEqual(['a', 'b']);
    rerender({ value: ['a', 'b', 'c'] });
    rerender({ value: ['a', 'b', 'c', 'd'] });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toEqual(['a', 'b']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows the first thing worth showing at once, however many empty values came before it', () => {
    // The Copies matrix starts with no copy read, and its list of copies is a new empty list each time the
    // scan finds a copy: the first copy read must not wait out an interval spent on empty lists.
    const { result, rerender } = renderHook(({ value }) => useThrottled(value, 300, nothingShown), {
      initialProps: { value: [] as string[] },
    });
    rerender({ value: [] });
    act(() => vi.advanceTimersByTime(0));
    rerender({ value: [] });
    act(() => vi.advanceTimersByTime(0));
    rerender({ value: ['first copy'] });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toEqual(['first copy']);
  });
});
