// "Changed elsewhere" at scale: a merge where both sides reworded every one of many questions. Each
// unit's words are computed once, a pick re-renders its own row only, and one click keeps all of a side.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyMerge, mergeSurveys, type MergePicks } from '../versions/survey-merge';
import { unitChangeWords } from '../versions/survey-merge-words';
import { renderWithProviders } from '@/testing/render';
import type * as Isolated from '@/components/display/isolated-text';
import type * as MergeWords from '../versions/survey-merge-words';
import { ChangedElsewhereDialog } from './changed-elsewhere-dialog';

// Counted, not changed: how often each unit's words are made and how often each piece of text renders.
vi.mock('../versions/survey-merge-words', async (importOriginal) => {
  const module = await importOriginal<typeof MergeWords>();
  return { ...module, unitChangeWords: vi.fn(module.unitChangeWords) };
});
const rendered = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('@/components/display/isolated-text', async (importOriginal) => {
  const module = await importOriginal<typeof Isolated>();
  return {
    IsolatedText: (props: { text: string }) => {
      rendered.texts.push(props.text);
      return module.IsolatedText(props);
    },
  };
});

const COUNT = 12;
const survey = (who: string) => ({
  id: 's1',
  name: 'Long survey',
  questions: Array.from({ length: COUNT }, (_, index) => ({
    id: `q${index}`,
    type: 'open',
    question: who ? `Question ${index + 1}, reworded by ${who}` : `Question ${index + 1}`,
  })),
});

function renderMerge() {
  const merge = mergeSurveys(survey(''), survey('me'), survey('them'));
  const resolve = vi.fn<(picks: MergePicks | null) => void>();
  const view = renderWithProviders(<ChangedElsewhereDialog conflict={{ merge, resolve }} />);
  return { ...view, merge, resolve, dialog: screen.getByRole('dialog', { name: 'Changed elsewhere' }) };
}

describe('Changed elsewhere with many conflicts', () => {
  it('keeps all of one side in one click, and the save takes mine everywhere', async () => {
    const { user, dialog, merge, resolve } = renderMerge();
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${COUNT} of ${COUNT} to choose`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep all theirs' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep all mine' }));
    // (Read from the inputs: role queries over a table this size are slow in jsdom.)
    const checked = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')];
    expect(checked.map((radio) => radio.value)).toEqual(Array.from({ length: COUNT }, () => 'mine'));
    // One part picked the other way after the bulk pick stays as picked.
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: /^Keep for Q2 / })).getByRole('radio', {
        name: 'Theirs',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    const picks = resolve.mock.calls[0]![0]!;
    const texts = (applyMerge(merge, picks).survey.questions as { question: string }[]).map(
      (q) => q.question,
    );
    expect(texts[0]).toBe('Question 1, reworded by me');
    expect(texts[1]).toBe('Question 2, reworded by them');
    expect(texts.filter((text) => text.endsWith('by me'))).toHaveLength(COUNT - 1);
  });

  it('makes each part’s words once, and a pick re-renders that part’s row only', async () => {
    vi.mocked(unitChangeWords).mockClear();
    const { user, dialog } = renderMerge();
    // Two sides of every question.
    expect(unitChangeWords).toHaveBeenCalledTimes(2 * COUNT);
    rendered.texts.length = 0;
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: /^Keep for Q7 / })).getByRole('radio', {
        name: 'Yours',
      }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${COUNT - 1} of ${COUNT} to choose`);
    // The row of Q7: its name, their change and mine; no other row drew again.
    expect(rendered.texts.map((text) => text.replace(/[\u2068\u2069]/g, ''))).toEqual([
      'Q7 “Question 7”',
      'reworded to “Question 7, reworded by them”',
      'reworded to “Question 7, reworded by me”',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep all theirs' }));
    expect(unitChangeWords).toHaveBeenCalledTimes(2 * COUNT);
  });
});
