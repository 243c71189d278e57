import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { readQuestion, type ReadQuestion } from '@/contracts/survey-questions';
import type { SurveyResponse } from '@/entities/survey/routing/next-question';
import { renderWithProviders } from '@/testing/render';
import { AnswerInput } from './answer-input';

function Harness({ question }: { question: ReadQuestion }) {
  const [value, setValue] = useState<SurveyResponse>(undefined);
  return (
    <>
      <AnswerInput question={question} value={value} onChange={setValue} />
      <output aria-label="Answer">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

const answer = () => screen.getByRole('status', { name: 'Answer' }).textContent;
const render = (question: ReadQuestion) => renderWithProviders(<Harness question={question} />);

describe('answering in the walk-through', () => {
  it('rating: one button per answer of the scale, emoji where the display has them', async () => {
    const { user } = render({ type: 'rating', question: 'R', display: 'number', scale: 10 });
    expect(screen.getAllByRole('button')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: '0' }));
    expect(answer()).toBe('0');
  });
  it('rating with emoji: the faces, answered by number', async () => {
    const { user } = render({ type: 'rating', question: 'R', display: 'emoji', scale: 3 });
    expect(screen.getByRole('button', { name: '2' })).toHaveTextContent('😐');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(answer()).toBe('3');
  });
  it('rating on a number scale posthog-js does not know: the 1–5 it draws', async () => {
    const { user } = render({ type: 'rating', question: 'R', display: 'number', scale: 3 });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByText(/posthog-js draws 1–5 for a 1–3 scale/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(answer()).toBe('5');
  });
  it('rating with faces posthog-js does not have: nothing to pick, and it says so', () => {
    render({ type: 'rating', question: 'R', display: 'emoji', scale: 7 });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText(/posthog-js draws no rating buttons here/)).toBeInTheDocument();
  });
  it('single choice: a free-text “Other” answers with what is typed', async () => {
    const { user } = render({
      type: 'single_choice',
      question: 'S',
      choices: ['Yes', 'Other'],
      hasOpenChoice: true,
    });
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Maybe');
    expect(answer()).toBe('"Maybe"');
  });
  it('multiple choice: every ticked choice', async () => {
    const { user } = render({ type: 'multiple_choice', question: 'M', choices: ['A', 'B'] });
    await user.click(screen.getByRole('checkbox', { name: 'B' }));
    await user.click(screen.getByRole('checkbox', { name: 'A' }));
    expect(answer()).toBe('["B","A"]');
  });
  it('link: clicking its button', async () => {
    const { user } = render({ type: 'link', question: 'L', buttonText: 'Book' });
    await user.click(screen.getByRole('button', { name: /Book/ }));
    expect(answer()).toBe('"link clicked"');
  });
  it('a question Surveyor cannot read: any text', async () => {
    const { user } = render(readQuestion({ type: 'matrix', question: 'Grid' }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'x');
    expect(answer()).toBe('"x"');
  });
});
