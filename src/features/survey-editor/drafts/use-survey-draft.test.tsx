// The local draft: kept after edits (per tab, with its base), offered back when different from the
// server, restored, discarded, set aside when unusable, never taken from another open tab, and said when
// the browser refuses to keep it.
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSurvey } from '@/contracts/survey';
import { defaultConnection } from '@/lib/api/backend';
import { db } from '@/mocks/db';
import { draftBaseJson, draftText } from './draft-format';
import { draftKey } from './draft-storage';
import { forgetTabClaimForTests } from './draft-tabs';
import { fakeLocks } from '@/testing/fixtures/fake-locks';
import { baselineOf, type Baseline, type SurveyEditorValues } from '../document/editor-values';
import { draftBackend, useSurveyDraft } from './use-survey-draft';
import { useFormChanges } from '../document/use-form-changes';

const stored = JSON.parse(
  JSON.stringify(db.surveys.find((candidate) => candidate.survey.name === 'Broken flow: loop')!.survey),
) as Record<string, unknown>;
const SURVEY = stored.id as string;
const baseline = baselineOf(readSurvey(stored).value).baseline;
const scope = { backend: draftBackend(defaultConnection), projectId: 1, surveyId: SURVEY };
const TAB_A = 'tabaaaaaaa';
const TAB_B = 'tabbbbbbbb';
const keyOf = (tab: string) => draftKey(scope, tab);

/** Puts the browser in tab `tab` (its sessionStorage id). */
function inTab(tab: string) {
  sessionStorage.setItem('surveyor.tab', tab);
}

// Recent: drafts not written for 30 days are pruned when an editor opens.
const stamp = new Date(Date.now() - 3_600_000);
function storeDraft(tab: string, values: SurveyEditorValues, base: Baseline = baseline) {
  localStorage.setItem(keyOf(tab), draftText(draftBaseJson(base), values, stamp));
}
const storedValues = (tab: string) => {
  const text = localStorage.getItem(keyOf(tab));
  return text ? (JSON.parse(text) as { values: SurveyEditorValues; base: unknown }) : null;
};
const named = (name: string) => ({ ...structuredClone(baseline.values), name });

function renderDraft(isApplying = () => false) {
  return renderHook(() => {
    const form = useForm<SurveyEditorValues>({ defaultValues: baseline.values });
    const draft = useSurveyDraft(form, useFormChanges(form), {
      projectId: 1,
      surveyId: SURVEY,
      baseline,
      initialValues: baseline.values,
      isApplying,
    });
    return { form, draft };
  });
}

/** Lets the claim of the tab and the look at open tabs settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  forgetTabClaimForTests();
  inTab(TAB_A);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
});

function withOpenTabs(open: string[]) {
  Object.defineProperty(navigator, 'locks', { value: fakeLocks(open), configurable: true });
}

describe('useSurveyDraft', () => {
  it("keeps the values with the version they were edited from, under this tab's key, but not what undo or redo writes", () => {
    let applying = false;
    const { result } = renderDraft(() => applying);
    expect(result.current.draft.offered).toBeNull();
    act(() => result.current.form.setValue('name', 'Typed'));
    expect(storedValues(TAB_A)).toBeNull();
    act(() => vi.advanceTimersByTime(800));
    expect(storedValues(TAB_A)?.values.name).toBe('Typed');
    expect(storedValues(TAB_A)?.base).toEqual({
      stored,
      uids: baseline.values.questions.map((question) => question.uid),
      schedule: baseline.values.schedule,
    });

    applying = true;
    act(() => result.current.form.setValue('name', 'Undone'));
    act(() => vi.advanceTimersByTime(800));
    expect(storedValues(TAB_A)?.values.name).toBe('Typed');
  });

  it('offers a draft that differs from the server, restores it once with its base, or discards it', () => {
    storeDraft(TAB_A, named('From yesterday'));
    const { result } = renderDraft();
    expect(result.current.draft.offered).toMatchObject({
      values: { name: 'From yesterday' },
      fromOtherTab: false,
      changedSince: null,
    });
    const apply = vi.fn();
    act(() => result.current.draft.restore(apply));
    expect(apply).toHaveBeenCalledWith(
      expect.objectContaining({
        values: expect.objectContaining({ name: 'From yesterday' }),
        base: baseline,
      }),
    );
    expect(result.current.draft.offered).toBeNull();

    storeDraft(TAB_A, named('Again'));
    const again = renderDraft();
    act(() => again.result.current.draft.discard(again.result.current.draft.offered!.key));
    expect(again.result.current.draft.offered).toBeNull();
    expect(storedValues(TAB_A)).toBeNull();
  });

  it('does not offer a draft equal to what the server has', () => {
    storeDraft(TAB_A, structuredClone(baseline.values));
    expect(renderDraft().result.current.draft.offered).toBeNull();
  });

  it('sets an unusable draft aside with the reason, offering only to discard it', () => {
    const legacy = `surveyor.draft.v1:${scope.backend}:1:${SURVEY}`;
    localStorage.setItem(
      legacy,
      JSON.stringify({ savedAt: stamp.toISOString(), values: { questions: [{ uid: 'x', rule: {} }] } }),
    );
    const { result } = renderDraft();
    expect(result.current.draft.offered).toBeNull();
    expect(result.current.draft.unusable).toMatchObject({
      key: legacy,
      reason: expect.stringContaining('older version of Surveyor'),
    });
    act(() => result.current.draft.discard(legacy));
    expect(result.current.draft.unusable).toBeNull();
    expect(localStorage.getItem(legacy)).toBeNull();
  });

  it('keeps a draft still on offer when the user types instead: it moves aside and stays restorable', () => {
    storeDraft(TAB_A, named('From yesterday'));
    const { result } = renderDraft();
    act(() => result.current.form.setValue('name', 'Typed today'));
    act(() => vi.advanceTimersByTime(800));
    expect(storedValues(TAB_A)?.values.name).toBe('Typed today');
    const offered = result.current.draft.offered!;
    expect(offered.key).not.toBe(keyOf(TAB_A));
    expect(JSON.parse(localStorage.getItem(offered.key)!).values.name).toBe('From yesterday');
    // A reload of this tab still finds both.
    const reloaded = renderDraft();
    expect(reloaded.result.current.draft.offered?.values.name).toBe('Typed today');
  });

  it("two tabs never overwrite or clear each other's draft", () => {
    const a = renderDraft();
    act(() => a.result.current.form.setValue('name', 'Typed in A'));
    act(() => vi.advanceTimersByTime(800));

    inTab(TAB_B);
    const b = renderDraft();
    // A's draft is not B's to restore while A may be open.
    expect(b.result.current.draft.offered).toBeNull();
    act(() => b.result.current.form.setValue('name', 'Typed in B'));
    act(() => vi.advanceTimersByTime(800));
    expect(storedValues(TAB_A)?.values.name).toBe('Typed in A');
    expect(storedValues(TAB_B)?.values.name).toBe('Typed in B');

    // A saves: only A's draft goes.
    inTab(TAB_A);
    act(() => a.result.current.draft.clear());
    expect(storedValues(TAB_A)).toBeNull();
    expect(storedValues(TAB_B)?.values.name).toBe('Typed in B');
  });

  it("offers the draft of a tab that was closed, not of one still open, and moves it to this tab's", async () => {
    storeDraft(TAB_B, named('Typed in B'));
    withOpenTabs([TAB_B]);
    const whileOpen = renderDraft();
    await settle();
    expect(whileOpen.result.current.draft.offered).toBeNull();
    whileOpen.unmount();

    forgetTabClaimForTests();
    withOpenTabs([]);
    const { result } = renderDraft();
    await settle();
    expect(result.current.draft.offered).toMatchObject({
      fromOtherTab: true,
      values: { name: 'Typed in B' },
    });
    act(() => result.current.draft.restore(() => {}));
    expect(storedValues(TAB_A)?.values.name).toBe('Typed in B');
    expect(storedValues(TAB_B)).toBeNull();
  });

  it("offers this tab's own draft before a closed tab's", async () => {
    storeDraft(TAB_B, named('Typed in B'));
    storeDraft(TAB_A, named('Typed in A'));
    withOpenTabs([]);
    const { result } = renderDraft();
    await settle();
    expect(result.current.draft.offered).toMatchObject({
      fromOtherTab: false,
      values: { name: 'Typed in A' },
    });
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
});
