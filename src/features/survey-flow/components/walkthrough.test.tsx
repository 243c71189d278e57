import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReadQuestion } from '@/contracts/survey-questions';
import type { SurveyAppearance } from '@/contracts/survey-settings';
import { startWalk, type WalkState } from '@/entities/survey/routing/walk';
import { renderWithProviders } from '@/testing/render';
import { Walkthrough } from './walkthrough';

function Harness(props: { questions: ReadQuestion[]; appearance?: SurveyAppearance | null }) {
  const [state, setState] = useState<WalkState>(startWalk);
  return <Walkthrough {...props} state={state} onChange={setState} />;
}

const render = (questions: ReadQuestion[], appearance?: SurveyAppearance | null) =>
  renderWithProviders(<Harness questions={questions} appearance={appearance} />);
const why: ReadQuestion = { type: 'open', question: 'Why?' };
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('the walk-through predicts what posthog-js shows', () => {
  it.each([
    ['no appearance', null],
    ['an empty appearance', {}],
    ['the message turned off', { displayThankYouMessage: false, thankYouMessageHeader: 'Thanks!' }],
  ])('with %s the widget closes after the last answer, with no thank-you screen', async (_, appearance) => {
    const { user } = render([why], appearance);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Because');
    await user.click(submit());
    expect(screen.getByText('The widget closes')).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.queryByText('Thanks!')).not.toBeInTheDocument();
  });

  it('shows the thank-you screen when it is turned on, with the SDK’s default heading', async () => {
    const { user } = render([why], { displayThankYouMessage: true });
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Because');
    await user.click(submit());
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText(/button “Close”/)).toBeInTheDocument();
  });

  it('shows the intro screen first, and its button starts the questions', async () => {
    const { user } = render([why], {
      displayIntroScreen: true,
      introScreenHeader: 'Two minutes?',
      introScreenDescription: 'Help us <b>improve</b>.',
    } as SurveyAppearance);
    expect(screen.getByRole('heading', { name: 'Two minutes?' })).toBeInTheDocument();
    expect(screen.getByText('improve', { selector: 'b' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Why?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.getByRole('heading', { name: 'Why?' })).toBeInTheDocument();
  });

  it('has no intro screen when it is off or has nothing to say', () => {
    render([why], { displayIntroScreen: true } as SurveyAppearance);
    expect(screen.getByRole('heading', { name: 'Why?' })).toBeInTheDocument();
  });

  it('says where the widget stops because posthog-js throws, and lets another answer through', async () => {
    const threePoint: ReadQuestion = {
      type: 'rating',
      question: 'How was it?',
      display: 'number',
      scale: 3,
      branching: { type: 'response_based', responseValues: { positive: 'end' } },
    };
    const { user } = render([threePoint, why]);
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The widget stops here: posthog-js throws “The response must be in range 1-3”',
    );
    expect(screen.getByRole('heading', { name: 'How was it?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(submit());
    expect(screen.getByRole('heading', { name: 'Why?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps Submit disabled until an open answer passes the question’s length rules', async () => {
    const { user } = render([
      { ...why, validation: [{ type: 'min_length', value: 10 }] } as ReadQuestion,
      { type: 'open', question: 'Next' },
    ]);
    expect(screen.getByText('Enter at least 10 characters')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, 'Too short');
    expect(submit()).toBeDisabled();
    expect(screen.getByText(/Please enter at least 10 characters/)).toBeInTheDocument();
    await user.type(box, ', now long enough');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(screen.getByRole('heading', { name: 'Next' })).toBeInTheDocument();
  });

  it('writes the real host beside a link whose text names another', () => {
    render([
      {
        ...why,
        description: 'See <a href="https://evil.example/login">https://us.posthog.com/settings</a>',
        descriptionContentType: 'html',
      },
    ]);
    expect(screen.getByText(/\(opens evil\.example\)/)).toBeInTheDocument();
  });
});
