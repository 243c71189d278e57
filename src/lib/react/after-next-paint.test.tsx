// `useAfterPaint`: a value that follows its source one paint later (what the user acted on draws first).
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useAfterPaint } from './after-next-paint';

function Shown({ value }: { value: string }) {
  return <p>{useAfterPaint(value)}</p>;
}

describe('useAfterPaint', () => {
  it('shows the first value at once, and a new one only after the next frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    try {
      const { rerender } = render(<Shown value="before" />);
      expect(screen.getByText('before')).toBeInTheDocument();
      rerender(<Shown value="after" />);
      // The render that brings the new value still shows the old one: the graph paints first.
      expect(screen.getByText('before')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersToNextFrame();
      });
      expect(screen.getByText('before')).toBeInTheDocument();
      await act(async () => {
        vi.runOnlyPendingTimers();
      });
      expect(screen.getByText('after')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
