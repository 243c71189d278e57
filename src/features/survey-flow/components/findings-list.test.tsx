// The flow check's findings list: one button per finding, selecting its question.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { FlowFinding } from '@/entities/survey/routing/lint';
import { renderWithProviders } from '@/testing/render';
import { FindingsList } from './findings-list';

const unreachable = (index: number): FlowFinding =>
  ({
    severity: 'error',
    questionIndex: index,
    message: `Q${index + 1} can never be reached.`,
  }) as FlowFinding;

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
