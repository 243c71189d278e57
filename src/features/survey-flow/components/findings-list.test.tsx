// The flow check's findings list: memoised, and following a change a paint after the graph.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FlowFinding } from '../../../entities/survey/routing/lint';
import { renderWithProviders } from '../../../testing/render';
import { FindingsList, useAfterPaint } from './findings-list';

function Shown({ value }: { value: string }) {
  return <p>{useAfterPaint(value)}</p>;
}

const unreachable = (index: number): FlowFinding =>
  ({
    severity: 'error',
    questionIndex: index,
    message: `Q${index + 1} can never be reached.`,
  }) as FlowFinding;

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

describe('FindingsList', () => {
  it('names each finding with the question it selects, and says so when there is none', () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithProviders(
      <FindingsList findings={[unreachable(2), unreachable(4)]} onSelect={onSelect} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Q5 can never be reached. Select Q5.' }));
    expect(onSelect).toHaveBeenCalledWith(4);
    rerender(<FindingsList findings={[]} onSelect={onSelect} />);
    expect(screen.queryByRole('list', { name: 'Flow findings' })).not.toBeInTheDocument();
    expect(screen.getByText(/Every question is reachable/)).toBeInTheDocument();
  });
});
