import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import type { QuestionType } from '@/contracts/survey-questions';
import { defaultQuestion } from '@/entities/survey/kinds/question-kinds';
import { renderWithProviders } from '@/testing/render';
import type { EditorQuestion } from '../document/editor-document';
import { QuestionOpsContext, type QuestionOps } from '../document/question-ops-context';
import { KindFields } from './question-fields';

function Harness({ question }: { question: EditorQuestion }) {
  const form = useForm({ defaultValues: { questions: [question] } });
  const ops = { get: () => form.getValues('questions.0'), replace: vi.fn(), inform: vi.fn() };
  return (
    <QuestionOpsContext.Provider value={ops as unknown as QuestionOps}>
      <FormProvider {...form}>
        <KindFields index={0} />
      </FormProvider>
    </QuestionOpsContext.Provider>
  );
}

const render = (type: QuestionType) =>
  renderWithProviders(
    <Harness question={{ ...defaultQuestion(type), uid: 'u1', rule: { kind: 'next' } } as EditorQuestion} />,
  );

describe('the fields of each kind', () => {
  it('open text: only the fields every question has', () => {
    const { container } = render('open');
    expect(container).toBeEmptyDOMElement();
  });
  it('link: where it leads', () => {
    render('link');
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('https://');
  });
  it('rating: display, scale and the labels at either end', () => {
    render('rating');
    expect(screen.getByRole('combobox', { name: 'Display' })).toHaveTextContent('Numbers');
    expect(screen.getByRole('combobox', { name: 'Scale' })).toHaveTextContent('1–5');
    expect(screen.getByRole('textbox', { name: 'Label for the lowest rating' })).toHaveValue('Unlikely');
  });
  it('single choice: the choices, and submitting on the first pick', () => {
    render('single_choice');
    expect(screen.getByRole('list', { name: 'Choices of question 1' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Submit as soon as a choice is picked' })).toBeInTheDocument();
  });
  it('multiple choice: the choices; several picks never submit on the first', () => {
    render('multiple_choice');
    expect(screen.getByRole('list', { name: 'Choices of question 1' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Shuffle choices' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Submit as soon as a choice is picked' })).toBeNull();
  });
});
