import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import type { PreviewSurvey } from './sanitize-survey';
import type { SurveyPreviewProps } from './survey-preview';
import SurveyPreviewPanel from './survey-preview-panel';

// The real preview needs a browser frame (see e2e/survey-preview.spec.ts); this stand-in shows the
// page it is given and answers like the renderer would.
vi.mock('./survey-preview', () => ({
  default: ({ page, onSubmitAnswer }: SurveyPreviewProps) => (
    <div data-testid="preview">
      <span>showing {String(page)}</span>
      <button onClick={() => onSubmitAnswer?.(3)}>answer 3</button>
      <button onClick={() => onSubmitAnswer?.(10)}>answer 10</button>
      <button onClick={() => onSubmitAnswer?.('Yes')}>answer Yes</button>
      <button onClick={() => onSubmitAnswer?.('text')}>answer text</button>
    </div>
  ),
}));

const questions: SurveyQuestion[] = [
  {
    type: 'rating',
    question: 'How likely?',
    display: 'number',
    scale: 10,
    lowerBoundLabel: '',
    upperBoundLabel: '',
    branching: { type: 'response_based', responseValues: { detractors: 1, promoters: 'end' } },
  },
  { type: 'open', question: 'Why?', branching: { type: 'specific_question', index: 9 } },
  // Routed by the sanitised text: "<b>Yes</b>" is shown (and answered) as "Yes".
  {
    type: 'single_choice',
    question: 'Again?',
    choices: ['<b>Yes</b>', 'No'],
    branching: { type: 'response_based', responseValues: { '0': 'end' } },
  },
];
const survey = (displayThankYouMessage: boolean): PreviewSurvey => ({
  type: 'popover',
  questions,
  appearance: { displayThankYouMessage },
});

const showing = () => within(screen.getByTestId('preview')).getByText(/^showing/).textContent;

describe('SurveyPreviewPanel', () => {
  it('is a titled region with a labelled page select', async () => {
    const user = userEvent.setup();
    render(<SurveyPreviewPanel survey={survey(true)} />);
    expect(screen.getByRole('region', { name: 'Live preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Previewing' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Q1 “How likely?”',
      'Q2 “Why?”',
      'Q3 “Again?”',
      'Thank-you message',
    ]);
    await user.click(screen.getByRole('option', { name: 'Q3 “Again?”' }));
    expect(showing()).toBe('showing 2');
  });

  it('advances by the branching and ends on the thank-you page', async () => {
    const user = userEvent.setup();
    render(<SurveyPreviewPanel survey={survey(true)} />);
    await user.click(screen.getByRole('button', { name: 'answer 3' }));
    expect(showing()).toBe('showing 1');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await user.click(screen.getByRole('button', { name: 'answer 10' }));
    expect(showing()).toBe('showing thanks');
  });

  it('says the survey ended when there is no thank-you message, and restarts', async () => {
    const user = userEvent.setup();
    render(<SurveyPreviewPanel survey={survey(false)} />);
    await user.click(screen.getByRole('combobox', { name: 'Previewing' }));
    expect(screen.queryByRole('option', { name: 'Thank-you message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Q3 “Again?”' }));
    await user.click(screen.getByRole('button', { name: 'answer Yes' }));
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('End of survey');
    await user.click(within(note).getByRole('button', { name: 'Restart' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(showing()).toBe('showing 0');
  });

  it('flags a route to a question that does not exist', async () => {
    const user = userEvent.setup();
    render(<SurveyPreviewPanel survey={survey(true)} page={1} />);
    await user.click(screen.getByRole('button', { name: 'answer text' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This answer leads to question 10, which does not exist',
    );
  });

  it('follows a controlled page and reports changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <SurveyPreviewPanel survey={survey(true)} page={0} onPageChange={onPageChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'answer 3' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(showing()).toBe('showing 0'); // the owner has not moved it yet
    rerender(<SurveyPreviewPanel survey={survey(true)} page={1} onPageChange={onPageChange} />);
    expect(showing()).toBe('showing 1');
  });

  it('says respondents see shuffled questions, or that posthog-js keeps the order and why', () => {
    const plain: SurveyQuestion[] = [
      { type: 'open', question: 'A' },
      { type: 'open', question: 'B' },
    ];
    const shuffled: PreviewSurvey = {
      type: 'popover',
      questions: plain,
      appearance: { shuffleQuestions: true },
    };
    const { rerender } = render(<SurveyPreviewPanel survey={shuffled} />);
    expect(screen.getByText(/respondents see them shuffled/)).toBeInTheDocument();
    rerender(<SurveyPreviewPanel survey={{ ...shuffled, enable_partial_responses: true }} />);
    expect(screen.queryByText(/respondents see them shuffled/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /Respondents see the questions in this order: posthog-js does not shuffle them while partial responses are on/,
      ),
    ).toBeInTheDocument();
  });

  it('says when there is nothing to preview', () => {
    render(<SurveyPreviewPanel survey={{ type: 'popover', questions: [], appearance: null }} />);
    expect(screen.getByText('This survey has no questions to preview.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
