// The editor's check of the flow against the survey as stored: what it came with is not the edit's fault.
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { readSurvey } from '@/contracts/survey';
import { editorResolver } from '../document/editor-resolver';
import { baselineOf, type SurveyEditorValues } from '../document/editor-values';
import { questionFlowProblems } from '../document/question-schema';
import { storedFlowProblems } from '@/entities/survey/routing/flow-problems';
import { storedProblemWords } from './stored-flow-notice';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SurveyEditorValues>;
const to = (index: number) => ({ type: 'specific_question', index });
const open = (id: string, branching?: object) => ({
  id,
  type: 'open',
  question: `Question ${id}`,
  ...(branching ? { branching } : {}),
});

/** A stored survey (questions as PostHog keeps them) and the editor's values of it. */
function stored(questions: object[]) {
  const base = baselineOf(
    readSurvey({ id: 's', name: 'Stored', type: 'popover', questions }).value!,
  ).baseline;
  return { saved: base.values, values: structuredClone(base.values) };
}

async function messages(saved: SurveyEditorValues, values: SurveyEditorValues): Promise<string[]> {
  const { errors } = await editorResolver(false)(values, saved, OPTIONS);
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node))
      if (key === 'message' && typeof child === 'string') found.push(child);
      else if (key !== 'ref') walk(child);
  };
  walk(errors);
  return found;
}

describe('flow problems the stored survey had', () => {
  it('a stored loop blocks neither a reword, nor a move, nor a question added after it', async () => {
    const { saved, values } = stored([open('a', to(1)), open('b', to(0)), open('c')]);
    values.questions[0]!.question = 'Reworded';
    expect(await messages(saved, values)).toEqual([]);
    values.questions = [values.questions[2]!, values.questions[1]!, values.questions[0]!];
    expect(await messages(saved, values)).toEqual([]);
    values.questions.push({ ...structuredClone(values.questions[0]!), uid: 'q-new', question: 'New' });
    expect(await messages(saved, values)).toEqual([]);
  });

  it('a loop the edit makes larger, or a new one, blocks', async () => {
    const { saved, values } = stored([open('a', to(1)), open('b', to(0)), open('c'), open('d')]);
    values.questions[1]!.rule = { kind: 'question', target: values.questions[2]!.uid };
    values.questions[2]!.rule = { kind: 'question', target: values.questions[0]!.uid };
    expect(await messages(saved, values)).toEqual([expect.stringMatching(/endless loop: Q1 → Q2 → Q3 → Q1/)]);

    const again = stored([open('a', to(1)), open('b', to(0)), open('c'), open('d')]);
    again.values.questions[3]!.rule = { kind: 'question', target: again.values.questions[2]!.uid };
    again.values.questions[2]!.rule = { kind: 'question', target: again.values.questions[3]!.uid };
    expect(await messages(again.saved, again.values)).toEqual([
      expect.stringMatching(/endless loop: Q3 → Q4 → Q3/),
    ]);
  });

  it('a new loop is found even beside a stored rule that leads a question to itself', async () => {
    const { saved, values } = stored([open('a', to(0)), open('b'), open('c')]);
    values.questions[0]!.question = 'Reworded';
    expect(await messages(saved, values)).toEqual([]);
    values.questions[1]!.rule = { kind: 'question', target: values.questions[2]!.uid };
    values.questions[2]!.rule = { kind: 'question', target: values.questions[1]!.uid };
    expect(await messages(saved, values)).toEqual([expect.stringMatching(/endless loop: Q2 → Q3 → Q2/)]);
  });

  it('a new survey is checked whole', async () => {
    const { values } = stored([open('a', to(1)), open('b', to(0))]);
    const { errors } = await editorResolver(true)(values, undefined, OPTIONS);
    expect(JSON.stringify(errors)).toContain('endless loop: Q1 → Q2 → Q1');
  });

  it('are said in words with the numbers of the survey as it is now', () => {
    const { saved, values } = stored([open('a', to(1)), open('b', to(0)), open('c', to(2))]);
    values.questions = [values.questions[2]!, values.questions[0]!, values.questions[1]!];
    const words = storedFlowProblems(
      questionFlowProblems(values.questions),
      questionFlowProblems(saved.questions),
    ).map(storedProblemWords);
    expect(words).toEqual(['a rule that leads Q1 back to itself', 'an endless loop: Q2 → Q3 → Q2']);
  });
});
