// The editor's save, against the demo backend: a hook around a react-hook-form form, as the editor uses it.
import { useState, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyRecord } from '@/contracts/survey';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { AppProviders } from '@/app/provider';
import { createQueryClient } from '@/lib/query/query-client';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { editorResolver } from '../document/editor-resolver';
import { useFormChanges } from '../document/use-form-changes';
import { baselineOf, type SurveyEditorValues } from '../document/editor-values';
import type { SaveCheck } from './use-save-checks';
import { useSaveSurvey, type SaveOutcome } from './use-save-survey';

/** The writes the app sends from now on: method and JSON body. */
function recordWrites() {
  const writes: Promise<{ method: string; body: unknown }>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' || request.method === 'PATCH')
      writes.push(
        request
          .clone()
          .json()
          .then((body: unknown) => ({ method: request.method, body })),
      );
  });
  return () => Promise.all(writes);
}

afterEach(() => server.events.removeAllListeners());

async function seeded(name: string): Promise<SurveyRecord> {
  const stored = db.surveys.find((candidate) => candidate.survey.name === name);
  if (!stored) throw new Error(`No seeded survey named ${name}`);
  return surveysApi.get(1, stored.survey.id);
}

function wrapper({ children }: { children: ReactNode }) {
  return <AppProviders queryClient={createQueryClient({ retry: false })}>{children}</AppProviders>;
}

/** The form and the save hook, as the editor puts them together. */
function renderSave(record: SurveyRecord | null) {
  const onSaved = vi.fn<(outcome: SaveOutcome) => void>();
  const onProblem = vi.fn<(path: string) => void>();
  const view = renderHook(
    () => {
      const [initial] = useState(() =>
        baselineOf(record, {
          name: 'Fresh survey',
          questions: [{ type: 'open', question: 'What could we do better?' }],
        }),
      );
      const form = useForm<SurveyEditorValues, SurveyEditorValues>({
        resolver: editorResolver(!record),
        context: initial.baseline.values,
        defaultValues: initial.baseline.values,
      });
      const saving = useSaveSurvey(form, useFormChanges(form), {
        projectId: 1,
        surveyId: record?.survey.id ?? null,
        baseline: initial.baseline,
        onSaved,
        onProblem,
      });
      return { form, saving };
    },
    { wrapper },
  );
  /**
   * Saves, answering each check the save waits on: by default "Save changes" in the review (a survey
   * with responses is reviewed) and a failure on anything else. Returns the checks that were shown.
   */
  const save = async (answer: (check: SaveCheck) => void = confirmReview) => {
    const shown: SaveCheck[] = [];
    let settled = false;
    let saving!: Promise<void>;
    act(() => {
      saving = view.result.current.saving.save().finally(() => {
        settled = true;
      });
    });
    for (;;) {
      // The next check: one not answered yet (an answer may take a moment to land).
      const next = () => {
        const check = view.result.current.saving.checks.get();
        return check !== null && !shown.includes(check) ? check : null;
      };
      await waitFor(() => expect(settled || next() !== null).toBe(true));
      if (settled) break;
      const check = next()!;
      shown.push(check);
      act(() => answer(check));
    }
    await act(() => saving);
    return shown;
  };
  return { ...view, save, onSaved, onProblem };
}

function confirmReview(check: SaveCheck) {
  if (check.kind !== 'review') throw new Error(`Unexpected ${check.kind} check`);
  check.resolve(true);
}

describe('useSaveSurvey', () => {
  it('creates a new survey with one POST of the whole survey', async () => {
    const writes = recordWrites();
    const { save, onSaved } = renderSave(null);
    await save();
    expect(onSaved).toHaveBeenCalledTimes(1);
    const outcome = onSaved.mock.calls[0]![0];
    expect(outcome.kind).toBe('created');
    const created = outcome.kind === 'created' ? outcome.written.data?.survey : undefined;
    expect(created?.name).toBe('Fresh survey');
    expect(db.surveys.some((stored) => stored.survey.id === created?.id)).toBe(true);
    const sent = await writes();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Fresh survey', type: 'popover', questions: [{ question: 'What could we do better?' }] },
    });
  });

  it('PATCHes only what changed, and sends nothing when nothing did', async () => {
    const writes = recordWrites();
    const { result, save, onSaved } = renderSave(await seeded('Churn reasons'));

    await save();
    expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'unchanged' }));
    expect(await writes()).toEqual([]);

    act(() => result.current.form.setValue('description', 'Asked when a plan is cancelled'));
    await save();
    expect(await writes()).toEqual([
      { method: 'PATCH', body: { description: 'Asked when a plan is cancelled' } },
    ]);
    const outcome = onSaved.mock.lastCall![0];
    expect(outcome.kind).toBe('updated');
    // The next save is computed against what was saved.
    if (outcome.kind === 'updated')
      expect(outcome.baseline.values.description).toBe('Asked when a plan is cancelled');
  });

  it('a 400 lands on the field it names; nothing typed is lost', async () => {
    const { result, save, onSaved, onProblem } = renderSave(await seeded('Churn reasons'));
    // Another survey's name: only the server knows it is taken.
    act(() => result.current.form.setValue('name', 'NPS with follow-ups'));
    await save();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onProblem).toHaveBeenCalledWith('name');
    expect(result.current.form.getFieldState('name').error?.message).toBe(
      'There is already another survey with this name.',
    );
    expect(result.current.saving.error).toBeTruthy();
    expect(result.current.form.getValues('name')).toBe('NPS with follow-ups');
  });

  it('problems found before saving send nothing and point at the first one', async () => {
    const writes = recordWrites();
    const { result, save, onSaved, onProblem } = renderSave(await seeded('Churn reasons'));
    act(() => result.current.form.setValue('name', ' '));
    await save();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onProblem).toHaveBeenCalledWith('name');
    expect(await writes()).toEqual([]);
  });

  it('a 2xx whose answer cannot be read still counts as saved, and says so', async () => {
    const record = await seeded('Churn reasons');
    server.use(
      http.patch('/api/projects/:projectId/surveys/:surveyId/', () =>
        HttpResponse.json({ id: 42, name: [] }),
      ),
    );
    const { result, save, onSaved } = renderSave(record);
    act(() => result.current.form.setValue('description', 'Changed'));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const outcome = onSaved.mock.lastCall![0];
    expect(outcome.kind).toBe('updated');
    if (outcome.kind === 'updated') {
      expect(outcome.written.data).toBeNull();
      expect(outcome.written.unreadable).toBeTruthy();
      // What was sent is what the server has now.
      expect(outcome.baseline.stored).toMatchObject({ description: 'Changed' });
    }
    expect(result.current.saving.error).toBeNull();
  });

  it('reviews a save of a survey with responses: the diff and its impact; going back sends nothing', async () => {
    const writes = recordWrites();
    const record = await seeded('Churn reasons');
    const { result, save, onSaved } = renderSave(record);
    const questions = result.current.form.getValues('questions');
    act(() => result.current.form.setValue(`questions.0.question`, `${questions[0]!.question} (reworded)`));
    const [review] = await save((check) => check.kind === 'review' && check.resolve(false));
    expect(review).toMatchObject({ kind: 'review', responses: 12, running: false, merged: false });
    if (review?.kind !== 'review') throw new Error('no review');
    expect(review.diff.questions.map((change) => change.kind)).toEqual(['reworded']);
    expect(review.impact).toEqual(['Q1 was reworded; 12 responses answered the old wording.']);
    expect(await writes()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    // Everything typed is still there, and a second save goes through the review to the server.
    expect(result.current.form.getValues('questions.0.question')).toMatch(/\(reworded\)$/);
    await save();
    expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'updated' }));
  });

  it('saves a draft without responses without a review', async () => {
    const { result, save, onSaved } = renderSave(await seeded('Feedback round 4'));
    act(() => result.current.form.setValue('description', 'Asked after every round'));
    expect(await save()).toEqual([]);
    expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'updated' }));
  });

  it('merges a change made elsewhere: only the merged changes are sent, and the form takes theirs', async () => {
    const writes = recordWrites();
    const record = await seeded('Feedback round 4');
    const { result, save, onSaved } = renderSave(record);
    // Someone renames the survey and rewords Q1 while this editor is open.
    const stored = db.surveys.find((candidate) => candidate.survey.id === record.survey.id)!.survey;
    const theirQuestions = structuredClone(stored.questions!);
    theirQuestions[0]!.question = 'Reworded elsewhere?';
    await surveysApi.update(1, record.survey.id, { name: 'Renamed elsewhere', questions: theirQuestions });
    act(() => {
      result.current.form.setValue('name', 'Renamed here');
      result.current.form.setValue('description', 'Mine');
    });
    const shown = await save((check) => {
      if (check.kind !== 'conflict') throw new Error('expected the conflict first');
      expect(check.merge.units.filter((unit) => unit.conflict).map((unit) => unit.id)).toEqual(['name']);
      check.resolve({ name: 'theirs' });
    });
    expect(shown.map((check) => check.kind)).toEqual(['conflict']);
    // Their PATCH, then the editor's: only what the user changed and they did not.
    const sent = await writes();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ method: 'PATCH', body: { description: 'Mine' } });
    expect(stored).toMatchObject({ name: 'Renamed elsewhere', description: 'Mine' });
    expect(stored.questions![0]!.question).toBe('Reworded elsewhere?');
    const outcome = onSaved.mock.lastCall![0];
    expect(outcome.kind).toBe('merged');
    expect(outcome.values).toMatchObject({ name: 'Renamed elsewhere', description: 'Mine' });
    expect(outcome.values.questions[0]!.question).toBe('Reworded elsewhere?');
  });

  it('going back from "Changed elsewhere" sends nothing and keeps the form', async () => {
    const writes = recordWrites();
    const record = await seeded('Feedback round 4');
    const { result, save, onSaved } = renderSave(record);
    await surveysApi.update(1, record.survey.id, { description: 'Theirs' });
    act(() => result.current.form.setValue('description', 'Mine'));
    await save((check) => check.kind === 'conflict' && check.resolve(null));
    // Only their PATCH.
    expect(await writes()).toEqual([{ method: 'PATCH', body: { description: 'Theirs' } }]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.form.getValues('description')).toBe('Mine');
  });

  it('reads the survey again after the review: what was saved while it was open is merged, not overwritten', async () => {
    const record = await seeded('Churn reasons');
    const { result, save, onSaved } = renderSave(record);
    act(() => result.current.form.setValue('description', 'Mine'));
    const shown = await save((check) => {
      if (check.kind === 'review' && !check.merged)
        // A colleague saves while the review is open; then the user confirms.
        void surveysApi
          .update(1, record.survey.id, { name: 'Renamed meanwhile' })
          .then(() => check.resolve(true));
      else if (check.kind === 'conflict') check.resolve({});
      else check.resolve(true);
    });
    expect(shown.map((check) => check.kind)).toEqual(['review', 'conflict', 'review']);
    const stored = db.surveys.find((candidate) => candidate.survey.id === record.survey.id)!.survey;
    expect(stored).toMatchObject({ name: 'Renamed meanwhile', description: 'Mine' });
    expect(onSaved.mock.lastCall![0]).toMatchObject({
      kind: 'merged',
      values: { name: 'Renamed meanwhile', description: 'Mine' },
    });
  });
});

describe('problems after a save that was refused', () => {
  it('follow the form: a value fixed (or broken again) after the save is checked again shortly after', async () => {
    const { result, save, onProblem, onSaved } = renderSave(null);
    act(() => result.current.form.setValue('name', ''));
    // No re-check before a save has shown problems: the empty name waits for the save to be named.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(result.current.form.getFieldState('name').error).toBeUndefined();

    await save();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onProblem).toHaveBeenCalledWith('name');
    expect(result.current.form.getFieldState('name').error).toBeDefined();

    // Code sets the value (no input event, so react-hook-form's own field check does not run): the
    // editor's re-check still clears the problem once the edits pause.
    act(() => result.current.form.setValue('name', 'Named at last'));
    await waitFor(() => expect(result.current.form.getFieldState('name').error).toBeUndefined());
    act(() => result.current.form.setValue('name', ''));
    await waitFor(() => expect(result.current.form.getFieldState('name').error).toBeDefined());
  });
});
