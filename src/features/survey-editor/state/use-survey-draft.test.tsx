// The local draft: kept after edits, offered back when different from the server, restored, discarded,
// and said when the browser refuses to keep it.
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConnection, baseUrlFor } from '../../../lib/api/backend';
import { draftKey, loadDraft, saveDraft } from '../model/draft-storage';
import { baselineOf, type SurveyEditorValues } from '../model/editor-values';
import { usableDraft, useSurveyDraft } from './use-survey-draft';

const KEY = draftKey(`${defaultConnection.kind}|${baseUrlFor(defaultConnection)}`, 1, 's1');
let counter = 0;
const initial = baselineOf(null, { name: 'Draft test' }, () => `uid-${(counter += 1)}`).baseline.values;

function renderDraft(isApplying = () => false) {
  return renderHook(() => {
    const form = useForm<SurveyEditorValues>({ defaultValues: initial });
    const draft = useSurveyDraft(form, { projectId: 1, surveyId: 's1', initialValues: initial, isApplying });
    return { form, draft };
  });
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSurveyDraft', () => {
  it('keeps the values a moment after an edit, but not what undo or redo writes', () => {
    let applying = false;
    const { result } = renderDraft(() => applying);
    expect(result.current.draft.offered).toBeNull();
    act(() => result.current.form.setValue('name', 'Typed'));
    expect(loadDraft(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(800));
    expect(loadDraft<SurveyEditorValues>(KEY)?.values.name).toBe('Typed');

    applying = true;
    act(() => result.current.form.setValue('name', 'Undone'));
    act(() => vi.advanceTimersByTime(800));
    expect(loadDraft<SurveyEditorValues>(KEY)?.values.name).toBe('Typed');
  });

  it('offers a draft that differs from the server, restores it once, or discards it', () => {
    saveDraft(KEY, { ...initial, name: 'From yesterday' });
    const { result } = renderDraft();
    expect(result.current.draft.offered?.values.name).toBe('From yesterday');
    const apply = vi.fn();
    act(() => result.current.draft.restore(apply));
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ name: 'From yesterday' }));
    expect(result.current.draft.offered).toBeNull();

    saveDraft(KEY, { ...initial, name: 'Again' });
    const again = renderDraft();
    act(() => again.result.current.draft.discard());
    expect(again.result.current.draft.offered).toBeNull();
    expect(loadDraft(KEY)).toBeNull();
  });

  it('does not offer a draft equal to what the server has, or one it cannot read', () => {
    expect(usableDraft({ savedAt: '', values: initial }, initial)).toBeNull();
    const broken = { ...initial, questions: [{ uid: 1 }] } as unknown as SurveyEditorValues;
    expect(usableDraft({ savedAt: '', values: broken }, initial)).toBeNull();
    expect(usableDraft({ savedAt: '', values: { ...initial, name: 'x' } }, initial)).not.toBeNull();
  });

  it('says when the browser refuses to keep the draft', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderDraft();
    act(() => result.current.form.setValue('name', 'Typed'));
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.draft.failed).toBe(true);
  });

  it('clear() drops the draft after a save', () => {
    const { result } = renderDraft();
    act(() => result.current.form.setValue('name', 'Typed'));
    act(() => vi.advanceTimersByTime(800));
    act(() => result.current.draft.clear());
    expect(loadDraft(KEY)).toBeNull();
  });
});
