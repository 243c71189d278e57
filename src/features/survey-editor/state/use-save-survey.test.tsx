// The editor's save, against the demo backend: a hook around a react-hook-form form, as the editor uses it.
import { useState, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyRecord } from '../../../contracts/survey';
import { surveysApi } from '../../../entities/survey/api/surveys.api';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query/query-client';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { editorResolver } from '../model/editor-resolver';
import { baselineOf, type SurveyEditorValues } from '../model/editor-values';
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
      const saving = useSaveSurvey(form, {
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
  const save = () => act(() => view.result.current.saving.save());
  return { ...view, save, onSaved, onProblem };
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
});
