// The branching editor inside the question list, mounted in one react-hook-form form as the editor
// mounts it: rules are chosen in words and stored as uids, answer rows follow the kind and the scale.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { renderWithProviders } from '@/testing/render';
import { fromApiQuestions } from '../document/convert';
import type { EditorQuestion } from '../document/editor-document';
import type { SurveyEditorValues } from '../document/editor-values';
import { EditorStores, EditorStoresContext } from '../document/editor-stores';
import { useDocumentSync } from '../document/use-document-sync';
import { useFormChanges } from '../document/use-form-changes';
import { QuestionList } from '../questions/question-list';

const API_QUESTIONS: SurveyQuestion[] = [
  { type: 'open', question: 'Tell us more' },
  {
    type: 'rating',
    question: 'How was it?',
    display: 'number',
    scale: 5,
    lowerBoundLabel: 'Bad',
    upperBoundLabel: 'Good',
  },
  { type: 'single_choice', question: 'Pick one', choices: ['Yes', 'No', 'Other'], hasOpenChoice: true },
  { type: 'multiple_choice', question: 'Pick many', choices: ['A', 'B'] },
  { type: 'link', question: 'Book a call', link: 'https://example.com' },
];

function Harness({
  shuffle,
  inform,
  onForm,
}: {
  shuffle: boolean;
  inform: (message: string) => void;
  onForm: (form: UseFormReturn<SurveyEditorValues>) => void;
}) {
  const [initial] = useState(() => {
    let next = 0;
    return fromApiQuestions(API_QUESTIONS, () => `uid-${(next += 1)}`).questions;
  });
  const [stores] = useState(() => {
    const created = new EditorStores();
    created.setAllExpanded(
      initial.map((question) => question.uid),
      true,
    );
    return created;
  });
  const form = useForm<SurveyEditorValues>({
    defaultValues: {
      questions: initial,
      appearance: { displayThankYouMessage: true, shuffleQuestions: shuffle },
    } as SurveyEditorValues,
  });
  useDocumentSync(form, useFormChanges(form), stores);
  onForm(form);
  return (
    <EditorStoresContext.Provider value={stores}>
      <FormProvider {...form}>
        <QuestionList editStep={(apply) => apply()} inform={inform} />
      </FormProvider>
    </EditorStoresContext.Provider>
  );
}

function setup({ shuffle = false } = {}) {
  let form: UseFormReturn<SurveyEditorValues> | undefined;
  const inform = vi.fn();
  const view = renderWithProviders(
    <Harness shuffle={shuffle} inform={inform} onForm={(value) => (form = value)} />,
  );
  const question = (number: number) => screen.getByRole('region', { name: `Question ${number}` });
  const rule = (index: number) => form!.getValues(`questions.${index}.rule`) as EditorQuestion['rule'];
  return { ...view, inform, question, rule, form: () => form! };
}

async function optionsOf(user: UserEvent, combobox: HTMLElement): Promise<string[]> {
  await user.click(combobox);
  const names = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

async function choose(user: UserEvent, combobox: HTMLElement, name: string | RegExp) {
  await user.click(combobox);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

const after = (region: HTMLElement) => within(region).getByRole('combobox', { name: 'After this question' });

// Each test drives MUI selects through many role queries (jsdom computes every accessible name): about
// 8 s of CPU for the file on a quiet machine, several times that on a busy one. The bound is the test's
// own, so a busy machine is not read as a broken editor.
describe('branching editor', { timeout: 60_000 }, () => {
  it('offers every other question by number and text, and “based on the answer” only for rating and single choice', async () => {
    const { user, question } = setup();
    const open = await optionsOf(user, after(question(1)));
    expect(open).toEqual([
      'Go to the next question (Q2 “How was it?”)',
      'End the survey (show the thank-you message)',
      'Go to Q2 “How was it?”',
      'Go to Q3 “Pick one”',
      'Go to Q4 “Pick many”',
      'Go to Q5 “Book a call”',
    ]);
    expect(await optionsOf(user, after(question(2)))).toContain('Decide based on the answer…');
    expect(await optionsOf(user, after(question(3)))).toContain('Decide based on the answer…');
    expect(await optionsOf(user, after(question(4)))).not.toContain('Decide based on the answer…');
    const last = await optionsOf(user, after(question(5)));
    expect(last[0]).toBe('Next question: none, so the survey ends');
    expect(last).not.toContain('Decide based on the answer…');
    expect(last).not.toContain('Go to Q5 “Book a call”');
  });

  it('stores a chosen question as its uid, and the label follows the question’s text', async () => {
    const { user, question, rule, form } = setup();
    await choose(user, after(question(1)), 'Go to Q4 “Pick many”');
    expect(rule(0)).toEqual({ kind: 'question', target: 'uid-4' });
    const q4Text = within(question(4)).getByRole('textbox', { name: 'Question 4 text' });
    await user.clear(q4Text);
    await user.type(q4Text, 'Choose several');
    expect(after(question(1))).toHaveTextContent('Go to Q4 “Choose several”');
    expect(form().getValues('questions.0.rule')).toEqual({ kind: 'question', target: 'uid-4' });
  });

  it('a rating question gets one row per bucket of its scale; a new scale keeps the rows that still exist', async () => {
    const { user, question, rule } = setup();
    const q2 = question(2);
    await choose(user, after(q2), 'Decide based on the answer…');
    const rows = () =>
      within(within(q2).getByRole('group', { name: 'Where each answer goes' })).getAllByRole('combobox');
    expect(rows()).toHaveLength(3);
    for (const label of [
      'If the answer is 1–2 (Negative)',
      'If the answer is 3 (Neutral)',
      'If the answer is 4–5 (Positive)',
    ])
      expect(within(q2).getByRole('combobox', { name: label })).toBeInTheDocument();

    await choose(
      user,
      within(q2).getByRole('combobox', { name: 'If the answer is 1–2 (Negative)' }),
      'Go to Q5 “Book a call”',
    );
    await choose(
      user,
      within(q2).getByRole('combobox', { name: 'If the answer is 4–5 (Positive)' }),
      /^End the survey/,
    );
    expect(rule(1)).toEqual({
      kind: 'response',
      rows: { negative: { kind: 'question', target: 'uid-5' }, positive: { kind: 'end' } },
    });

    // 1–7 has the same buckets: the rows stay.
    await choose(user, within(q2).getByRole('combobox', { name: 'Scale' }), '1–7 (7-point Likert scale)');
    expect(within(q2).getByRole('combobox', { name: 'If the answer is 1–3 (Negative)' })).toHaveTextContent(
      'Go to Q5 “Book a call”',
    );
    expect(rule(1)).toEqual({
      kind: 'response',
      rows: { negative: { kind: 'question', target: 'uid-5' }, positive: { kind: 'end' } },
    });

    // 0–10 (NPS) has detractors, passives and promoters: the old rows cannot apply.
    await choose(user, within(q2).getByRole('combobox', { name: 'Scale' }), '0–10 (Net Promoter Score)');
    for (const label of [
      'If the answer is 0–6 (Detractors)',
      'If the answer is 7–8 (Passives)',
      'If the answer is 9–10 (Promoters)',
    ])
      expect(within(q2).getByRole('combobox', { name: label })).toHaveTextContent(/^Go to the next question/);
    expect(rule(1)).toEqual({ kind: 'response', rows: {} });

    // Thumbs (emoji 1–2): up and down, no neutral row.
    await choose(user, within(q2).getByRole('combobox', { name: 'Display' }), 'Emoji');
    await choose(user, within(q2).getByRole('combobox', { name: 'Scale' }), '1–2 (thumbs up / down)');
    expect(rows()).toHaveLength(2);
    expect(within(q2).getByRole('combobox', { name: 'If the answer is 1 (Thumbs up)' })).toBeInTheDocument();
    expect(
      within(q2).getByRole('combobox', { name: 'If the answer is 2 (Thumbs down)' }),
    ).toBeInTheDocument();
    expect(within(q2).queryByRole('combobox', { name: /Neutral/ })).not.toBeInTheDocument();
  });

  it('a single-choice question gets one row per choice; the free-text row says it also takes typed and skipped answers', async () => {
    const { user, question, rule } = setup();
    const q3 = question(3);
    await choose(user, after(q3), 'Decide based on the answer…');
    expect(within(q3).getByRole('combobox', { name: 'If the answer is “Yes”' })).toBeInTheDocument();
    expect(within(q3).getByRole('combobox', { name: 'If the answer is “No”' })).toBeInTheDocument();
    const other = within(q3).getByRole('combobox', {
      name: 'If the answer is “Other”, any other typed text, or skipped',
    });
    await choose(user, other, 'Go to Q1 “Tell us more”');
    await choose(
      user,
      within(q3).getByRole('combobox', { name: 'If the answer is “No”' }),
      /^End the survey/,
    );
    expect(rule(2)).toEqual({
      kind: 'response',
      rows: { '1': { kind: 'end' }, '2': { kind: 'question', target: 'uid-1' } },
    });

    // "Next question" on a row removes it, as PostHog's editor does.
    await choose(
      user,
      within(q3).getByRole('combobox', { name: 'If the answer is “No”' }),
      /^Go to the next question/,
    );
    expect(rule(2)).toEqual({ kind: 'response', rows: { '2': { kind: 'question', target: 'uid-1' } } });
  });

  it('deleting a question that rules point at names the affected questions; undo puts the rules back', async () => {
    const { user, question, rule } = setup();
    await choose(user, after(question(1)), 'Go to Q4 “Pick many”');
    await user.click(within(question(4)).getByRole('button', { name: 'Delete question 4' }));
    const notice = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.startsWith('Deleted'))!;
    expect(notice).toHaveTextContent(
      'Deleted Q4 “Pick many”. Q1 “Tell us more” pointed at it; it now goes to the next question instead.',
    );
    expect(rule(0)).toEqual({ kind: 'next' });
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(rule(0)).toEqual({ kind: 'question', target: 'uid-4' });
    expect(after(question(1))).toHaveTextContent('Go to Q4 “Pick many”');
  });

  it('choosing a rule while questions are shuffled turns shuffling off and says so', async () => {
    const { user, question, inform, form } = setup({ shuffle: true });
    await choose(user, after(question(1)), /^End the survey/);
    expect(form().getValues('appearance.shuffleQuestions')).toBe(false);
    expect(inform).toHaveBeenCalledWith(
      'Question shuffling was turned off: it cannot be combined with branching.',
    );
  });
});
