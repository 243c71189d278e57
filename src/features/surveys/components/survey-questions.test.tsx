// The survey page's list of questions: a long survey (an import of hundreds of questions) is drawn a
// slice at a time, so the page shows and answers input before the last question is in it.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReadQuestion } from '@/contracts/survey-questions';
import { SurveyQuestions } from './survey-questions';

const questions = (count: number): ReadQuestion[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'open', question: `Question number ${index + 1}` }));

describe('SurveyQuestions', () => {
  it('draws a long survey a slice at a time, busy until its last question is in the list', async () => {
    render(<SurveyQuestions questions={questions(60)} />);
    const list = screen.getByRole('list', { name: 'Questions' });
    const first = within(list).getAllByRole('listitem').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(60);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByText('Question number 1')).toBeInTheDocument();

    // Counted by tag: a role query over a long MUI list is slower in jsdom than the slices themselves.
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(60), { timeout: 8000 });
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(within(list).getByText('Question number 60')).toBeInTheDocument();
  });

  it('draws a short survey whole at once', () => {
    render(<SurveyQuestions questions={questions(12)} />);
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(list).toHaveAttribute('aria-busy', 'false');
  });
});
