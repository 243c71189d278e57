// The graph's edits reach the form as the form's own edits would: one undo step each, checked against
// the document as it is now (loops and self-targets refused), and saved as the same JSON.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { answerWay, ANY_ANSWER } from '@/entities/survey/routing/graph-edit';
import { fromApiQuestions, toApiQuestions } from '../document/convert';
import type { SurveyEditorValues } from '../document/editor-values';
import { countingUids } from '@/testing/fixtures/stored-questions';
import { EditorStores } from '../document/editor-stores';
import { useEditHistory } from '../document/use-edit-history';
import { useFormChanges } from '../document/use-form-changes';
import { useFlowEditing } from './use-flow-editing';

const NPS: SurveyQuestion = {
  type: 'rating',
  question: 'How likely?',
  display: 'number',
  scale: 10,
  lowerBoundLabel: 'a',
  upperBoundLabel: 'b',
};
const open = (question: string): SurveyQuestion => ({ type: 'open', question });

function setup(
  questions: SurveyQuestion[],
  shuffleQuestions = false,
  resolver?: Resolver<SurveyEditorValues>,
) {
  const initial = {
    name: 'Flow',
    appearance: { shuffleQuestions },
    questions: fromApiQuestions(questions, countingUids()).questions,
  } as unknown as SurveyEditorValues;
  const inform = vi.fn();
  const openNewQuestion = vi.fn();
  let form!: UseFormReturn<SurveyEditorValues>;
  function Wrapper({ children }: { children: ReactNode }) {
    form = useForm<SurveyEditorValues>({ defaultValues: structuredClone(initial), resolver });
    return <FormProvider {...form}>{children}</FormProvider>;
  }
  const view = renderHook(
    () => {
      const [stores] = useState(() => new EditorStores());
      const history = useEditHistory(form, useFormChanges(form), stores, initial);
      // The graph was drawn from the questions as they are (a real graph may be a frame behind).
      const rendered = form.getValues('questions').map((question) => question.uid);
      const editing = useFlowEditing(rendered, {
        editStep: history.editStep,
        inform,
        openNewQuestion,
        makeUid: () => 'new',
      });
      return { history, editing };
    },
    { wrapper: Wrapper },
  );
  const saved = () => toApiQuestions(form.getValues('questions'));
  return { ...view, form: () => form, saved, inform, openNewQuestion };
}

describe('useFlowEditing', () => {
  it('routes one answer group as one undo step, saved as the form saves it', async () => {
    const { result, saved } = setup([NPS, open('B'), open('C')]);
    expect(result.current.editing.keys).toEqual(['u0', 'u1', 'u2']);
    let refusal: string | null = 'not called';
    act(() => {
      refusal = result.current.editing.route(0, answerWay('passives'), { kind: 'question', index: 2 });
    });
    expect(refusal).toBeNull();
    expect(saved()[0]!.branching).toEqual({ type: 'response_based', responseValues: { passives: 2 } });
    await waitFor(() => expect(result.current.history.canUndo).toBe(true));
    act(() => result.current.history.undo());
    expect(saved()[0]).not.toHaveProperty('branching');
    expect(result.current.history.canUndo).toBe(false);
  });

  it('"any answer", the end and the next question', () => {
    const { result, saved } = setup([open('A'), open('B'), open('C')]);
    act(() => void result.current.editing.route(0, ANY_ANSWER, { kind: 'end' }));
    expect(saved()[0]!.branching).toEqual({ type: 'end' });
    act(() => void result.current.editing.route(0, ANY_ANSWER, { kind: 'question', index: 2 }));
    expect(saved()[0]!.branching).toEqual({ type: 'specific_question', index: 2 });
    act(() => void result.current.editing.route(0, ANY_ANSWER, { kind: 'next' }));
    expect(saved()[0]).not.toHaveProperty('branching');
  });

  it('refuses a loop and a route to the question itself, leaving the form as it was', () => {
    const { result, saved } = setup([open('A'), open('B'), open('C')]);
    let refusal: string | null = null;
    act(() => {
      refusal = result.current.editing.route(2, ANY_ANSWER, { kind: 'question', index: 0 });
    });
    expect(refusal).toBe(
      'That would make a loop, Q3 → Q1 → Q2 → Q3: PostHog refuses to save a survey with a loop.',
    );
    act(() => {
      refusal = result.current.editing.route(1, ANY_ANSWER, { kind: 'question', index: 1 });
    });
    expect(refusal).toBe('Q2 cannot route to itself.');
    expect(saved().map((question) => question.branching)).toEqual([undefined, undefined, undefined]);
    expect(result.current.history.canUndo).toBe(false);
  });

  it('turns question shuffling off, as the form does, rather than saving what PostHog refuses', () => {
    const { result, form, inform } = setup([open('A'), open('B')], true);
    act(() => void result.current.editing.route(0, ANY_ANSWER, { kind: 'end' }));
    expect(form().getValues('appearance.shuffleQuestions')).toBe(false);
    expect(inform).toHaveBeenCalledWith(expect.stringMatching(/shuffling was turned off/));
  });

  it('checks a route the graph changed once the page is idle, not in the task of the key', async () => {
    // The form's check runs the whole survey's schema: in the key's task it delayed the frame showing the
    // route. It still runs, and still clears what the new route fixed.
    const resolver = vi.fn<Resolver<SurveyEditorValues>>(async (values) => ({ values, errors: {} }));
    const { result, form } = setup([open('A'), open('B'), open('C')], false, resolver);
    act(() => form().setError('questions.0.rule', { message: 'This rule points at nothing.' }));
    act(() => void result.current.editing.route(0, ANY_ANSWER, { kind: 'end' }));
    expect(resolver).not.toHaveBeenCalled();
    expect(form().getFieldState('questions.0.rule').error?.message).toBe('This rule points at nothing.');
    await waitFor(() => expect(form().getFieldState('questions.0.rule').error).toBeUndefined());
    expect(resolver).toHaveBeenCalledTimes(1);
  });

  it('inserts a question of the chosen kind after a node, as one undo step, and opens it', async () => {
    const { result, saved, openNewQuestion } = setup([open('A'), open('B')]);
    act(() => result.current.editing.insert({ kind: 'after', index: 0 }, 'rating'));
    expect(saved().map((question) => question.type)).toEqual(['open', 'rating', 'open']);
    expect(openNewQuestion).toHaveBeenCalledWith('new');
    await waitFor(() => expect(result.current.history.canUndo).toBe(true));
    act(() => result.current.history.undo());
    expect(saved().map((question) => question.question)).toEqual(['A', 'B']);
  });

  it('inserts on a route: only that answer group passes through the new question', () => {
    const { result, saved } = setup([NPS, open('B'), open('C')]);
    act(() => void result.current.editing.route(0, answerWay('promoters'), { kind: 'end' }));
    act(() => result.current.editing.insert({ kind: 'route', from: 0, way: answerWay('promoters') }, 'link'));
    const questions = saved();
    expect(questions.map((question) => question.type)).toEqual(['rating', 'link', 'open', 'open']);
    expect(questions[0]!.branching).toEqual({
      type: 'response_based',
      responseValues: { detractors: 2, passives: 2 },
    });
    expect(questions[1]!.branching).toEqual({ type: 'end' });
  });
});
