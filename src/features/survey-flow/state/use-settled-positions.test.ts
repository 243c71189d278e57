// Nodes keep their places: a new layout is lined up on the node just edited, and what moved glides
// there, unless the user prefers reduced motion.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PositionedNode } from '../model/layout';
import { useSettledPositions } from './use-settled-positions';

const layout = (...nodes: [string, number, number][]) =>
  new Map(nodes.map(([id, x, y]): [string, PositionedNode] => [id, { id, x, y, width: 10, height: 10 }]));

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

/** Animation frames run when the test says, at the times it says (from a clock stopped at 1000 ms). */
function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.spyOn(performance, 'now').mockReturnValue(1000);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return (at: number) =>
    act(() => {
      const due = queue;
      queue = [];
      for (const callback of due) callback(at);
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSettledPositions', () => {
  it('holds the edited node still and glides the others to their new places', () => {
    prefersReducedMotion(false);
    const frame = manualFrames();
    const first = layout(['a', 0, 0], ['b', 0, 100]);
    const { result, rerender } = renderHook(
      ({ positions, anchor }) => useSettledPositions(positions, anchor),
      {
        initialProps: { positions: first, anchor: null as string | null },
      },
    );
    expect(result.current).toBe(first);
    // The new layout moved everything 50 to the right and b down: b is the node just edited.
    rerender({ positions: layout(['a', 50, 0], ['b', 50, 200], ['c', 50, 300]), anchor: 'b' });
    // At first the nodes are where they were, a new one at its place at once.
    expect(result.current.get('b')).toMatchObject({ x: 0, y: 100 });
    expect(result.current.get('a')).toMatchObject({ x: 0, y: 0 });
    expect(result.current.get('c')).toMatchObject({ x: 0, y: 200 });
    // Part of the way after a few frames (eased), there once the transition's time is up.
    frame(1050);
    const a = result.current.get('a')!;
    expect(a.x).toBe(0);
    expect(a.y).toBeLessThan(0);
    expect(a.y).toBeGreaterThan(-100);
    frame(1300);
    expect(result.current.get('a')).toMatchObject({ x: 0, y: -100 });
    expect(result.current.get('b')).toMatchObject({ x: 0, y: 100 });
  });

  it('with reduced motion, jumps to the new places', () => {
    prefersReducedMotion(true);
    const { result, rerender } = renderHook(({ positions }) => useSettledPositions(positions, 'a'), {
      initialProps: { positions: layout(['a', 0, 0], ['b', 0, 100]) },
    });
    rerender({ positions: layout(['a', 0, 0], ['b', 200, 100]) });
    expect(result.current.get('b')).toMatchObject({ x: 200, y: 100 });
  });
});
