// The save's dialogs as a user meets them, against the demo backend: a form with the editor's save hook
// and the two dialogs, as the editor puts them together (the whole editor route also loads the preview,
// which these tests do not need).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSurvey, type SurveyCreateBody, type SurveyRecord } from '@/contracts/survey';
import { EDITOR_FIELDS, unrestoredChanges } from '@/entities/survey/versions/restore-version';
import { diffSurveys } from '@/entities/survey/versions/survey-diff';
import { restorableVersion } from '@/entities/survey/versions/survey-history';
import { withWrite } from '@/entities/survey/versions/survey-shape';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import { editorResolver } from '../document/editor-resolver';
import { useFormChanges } from '../document/use-form-changes';
import {
  baselineOf,
  pendingPatch,
  toEditorValues,
  toWriteBody,
  type SurveyEditorValues,
} from '../document/editor-values';
import { useSaveSurvey } from './use-save-survey';
import { ChangedElsewhereDialog } from '@/entities/survey/ui/changed-elsewhere-dialog';
import { ReviewChangesDialog } from './review-changes-dialog';
import { useSaveCheck, type SaveCheckStore } from './use-save-checks';

afterEach(() => server.events.removeAllListeners());

function SaveHarness({ record }: { record: SurveyRecord }) {
  const [baseline, setBaseline] = useState(() => baselineOf(record).baseline);
  const [status, setStatus] = useState('not saved');
  const form = useForm<SurveyEditorValues, SurveyEditorValues>({
    resolver: editorResolver(false),
    context: baseline.values,
    defaultValues: baseline.values,
  });
  const saving = useSaveSurvey(form, useFormChanges(form), {
    projectId: 1,
    surveyId: record.survey.id,
    baseline,
    onSaved: (outcome) => {
      if (outcome.kind === 'updated' || outcome.kind === 'merged') {
        setBaseline(outcome.baseline);
        form.reset(outcome.kind === 'merged' ? outcome.values : form.getValues());
      }
      setStatus(outcome.kind);
    },
    onProblem: () => {},
  });
  return (
    <form onSubmit={saving.save} noValidate>
      <label>
        Survey name <input {...form.register('name')} />
      </label>
      <label>
        Description <input {...form.register('description')} />
      </label>
      <label>
        Second question <input {...form.register('questions.1.question')} />
      </label>
      <button type="submit">Save</button>
      <output aria-label="Save status">{status}</output>
      <Checks store={saving.checks} />
    </form>
  );
}

function Checks({ store }: { store: SaveCheckStore }) {
  const check = useSaveCheck(store);
  if (check?.kind === 'conflict') return <ChangedElsewhereDialog conflict={check} />;
  if (check?.kind === 'review') return <ReviewChangesDialog review={check} />;
  return null;
}

function patches() {
  const sent: Promise<unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') sent.push(request.clone().json());
  });
  return () => Promise.all(sent);
}

async function open(name: string) {
  const stored = db.surveys.find((candidate) => candidate.survey.name === name)!;
  const record = await surveysApi.get(1, stored.survey.id);
  const view = renderWithProviders(<SaveHarness record={record} />);
  return { ...view, stored: stored.survey };
}

describe('Review changes', () => {
  it('shows what a save of a running survey changes and what it does to its 318 responses', async () => {
    const sent = patches();
    const { user, stored } = await open('NPS with follow-ups');
    const question = screen.getByRole('textbox', { name: 'Second question' });
    await user.clear(question);
    await user.type(question, 'What went wrong?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review changes' });
    expect(dialog).toHaveTextContent('This survey is running and it has 318 responses.');
    expect(
      within(dialog).getByText('Q2 was reworded; 318 responses answered the old wording.'),
    ).toBeVisible();
    const questions = within(dialog).getByRole('list', { name: 'Questions' });
    expect(questions).toHaveTextContent(
      'Q2 reworded: “Sorry to hear that. What should we fix first?” → “What went wrong?”',
    );

    // Back to editing: nothing sent, everything typed still there.
    await user.click(within(dialog).getByRole('button', { name: 'Back to editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(question).toHaveValue('What went wrong?');
    expect(await sent()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Review changes' })).getByRole('button', {
        name: 'Save changes',
      }),
    );
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(stored.questions![1]!.question).toBe('What went wrong?');
    expect(await sent()).toEqual([{ questions: expect.any(Array) }]);
  });
});

describe('Changed elsewhere', () => {
  it('is not shown for a survey whose questions share an id, and the save keeps both of them', async () => {
    // The server accepts duplicate question ids (the API, scripts or other tools can write them).
    const created = await surveysApi.create(1, {
      name: 'Twins',
      type: 'popover',
      questions: [
        { id: 'same-id', type: 'open', question: 'QUESTION A' },
        { id: 'same-id', type: 'open', question: 'QUESTION B' },
        { id: 'other-id', type: 'open', question: 'QUESTION C' },
      ],
    } as SurveyCreateBody);
    const record = await surveysApi.get(1, created.data!.survey.id);
    const sent = patches();
    const { user } = renderWithProviders(<SaveHarness record={record} />);
    const second = screen.getByRole('textbox', { name: 'Second question' });
    await user.clear(second);
    await user.type(second, 'QUESTION B, reworded');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sent()).toEqual([{ questions: expect.any(Array) }]);
    const stored = db.surveys.find((candidate) => candidate.survey.id === record.survey.id)!.survey;
    expect(stored.questions!.map((question) => [question.id, question.question])).toEqual([
      ['same-id', 'QUESTION A'],
      ['same-id', 'QUESTION B, reworded'],
      ['other-id', 'QUESTION C'],
    ]);
  });

  it('isolates their text inside its words and shows bidi controls as escapes', async () => {
    const { user, stored } = await open('Feedback round 4');
    await surveysApi.update(1, stored.id, { name: 'Churn \u202Egnp.exe\u202C plan' });
    const name = screen.getByRole('textbox', { name: 'Survey name' });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    // The dialog opens first; its rows follow in the next render.
    const row = await within(dialog).findByRole('row', { name: /^Name/ });
    expect(row).toHaveTextContent('“Feedback round 4” → “Churn ⟨U+202E⟩gnp.exe⟨U+202C⟩ plan”');
    expect([...row.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Feedback round 4',
      'Churn ⟨U+202E⟩gnp.exe⟨U+202C⟩ plan',
      'Feedback round 4',
      'Mine',
    ]);
    expect(within(dialog).getByRole('radiogroup', { name: 'Keep for Name' })).toBeInTheDocument();
  });

  it('shows their changes beside mine, merges what only one side changed, and lets me pick the rest', async () => {
    const { user, stored } = await open('Feedback round 4');
    // A colleague renames it and rewords the first question while the form is open.
    const theirs = structuredClone(stored.questions!);
    theirs[0]!.question = 'Reworded by a colleague?';
    await surveysApi.update(1, stored.id, { name: 'Renamed by a colleague', questions: theirs });
    const sent = patches();

    const name = screen.getByRole('textbox', { name: 'Survey name' });
    await user.clear(name);
    await user.type(name, 'Renamed by me');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Mine too');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    const table = within(dialog).getByRole('table', { name: 'Their changes beside yours' });
    await within(table).findByRole('row', { name: /^Name/ });
    expect(table).toHaveAttribute('aria-busy', 'false');
    const row = (part: string | RegExp) => within(table).getByRole('row', { name: part });
    expect(row(/^Name/)).toHaveTextContent('“Feedback round 4” → “Renamed by a colleague”');
    expect(row(/^Name/)).toHaveTextContent('“Feedback round 4” → “Renamed by me”');
    expect(row(/^Description/)).toHaveTextContent('Yours (only you changed it)');
    expect(row(/^Q1/)).toHaveTextContent('reworded to “Reworded by a colleague?”');
    expect(row(/^Q1/)).toHaveTextContent('Theirs (only they changed it)');

    const save = within(dialog).getByRole('button', { name: 'Save merged' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 1 to choose');
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Keep for Name' })).getByRole('radio', {
        name: 'Yours',
      }),
    );
    await user.click(save);

    expect(await screen.findByText('merged')).toBeInTheDocument();
    expect(await sent()).toEqual([{ name: 'Renamed by me', description: 'Mine too' }]);
    expect(stored.name).toBe('Renamed by me');
    expect(stored.questions![0]!.question).toBe('Reworded by a colleague?');
    // The form now holds the merged survey: their rewording is in it.
    expect(screen.getByRole('textbox', { name: 'Survey name' })).toHaveValue('Renamed by me');
  });
});

describe('Restore this version', () => {
  // The History says, before a restore, what it will leave as it is now (entities' restore-version.ts
  // states which fields the editor edits). These hold that list to what the editor really writes.
  const writeNames: Record<string, string> = {
    linked_flag_id: 'linked_flag',
    targeting_flag_filters: 'targeting_flag',
    remove_targeting_flag: 'targeting_flag',
  };

  it('the editor writes exactly the fields the History counts as restored', async () => {
    const stored = db.surveys.find((candidate) => candidate.survey.targeting_flag)!.survey;
    const record = await surveysApi.get(1, stored.id);
    const body = toWriteBody(toEditorValues(record.survey).values, new Date());
    expect(body).toHaveProperty('targeting_flag_filters');
    const written = new Set(Object.keys(body).map((key) => writeNames[key] ?? key));
    expect([...written].sort()).toEqual([...EDITOR_FIELDS].sort());
  });

  /** The survey as the editor saves a restored version: loaded as "Restore" hands it over, then saved. */
  function restoreAndSave(version: Record<string, unknown>, now: Record<string, unknown>) {
    const restored = readSurvey(restorableVersion(version, now)).value!;
    const values = toEditorValues(restored.survey).values;
    const body = pendingPatch(baselineOf(readSurvey(now).value).baseline, values, new Date());
    return withWrite(now, body as Record<string, unknown>);
  }

  it('a restored and saved version differs from the survey only in what the History said it leaves', async () => {
    const stored = db.surveys.find((candidate) => candidate.survey.name === 'Edge: translated survey')!;
    const now = (await surveysApi.get(1, stored.survey.id)).raw;
    const questions = structuredClone(now.questions) as Record<string, unknown>[];
    questions[0]!.translations = { fr: { question: 'ANCIENNE QUESTION' } };
    questions[1]!.unknownKey = 'kept';
    const version: Record<string, unknown> = {
      ...structuredClone(now),
      name: 'ANCIEN NOM',
      questions,
      appearance: { ...(now.appearance as object), backgroundColor: '#123456', fontFamily: 'Georgia' },
      translations: { fr: { name: 'ANCIEN NOM' } },
      base_language: 'fr',
      start_date: null,
    };
    const said = unrestoredChanges(version, now);
    expect(said).toEqual([
      { path: 'start_date', why: 'lifecycle' },
      { path: 'base_language', why: 'not-edited' },
      { path: 'translations', why: 'not-edited' },
    ]);
    const left = diffSurveys(version, restoreAndSave(version, now));
    expect(left.questions).toEqual([]);
    expect(left.branching).toEqual([]);
    expect(left.settings.map((change) => change.path)).toEqual(said.map((change) => change.path));
  });

  it('a version without the targeting flag the survey has now: the flag stays, as the History says', async () => {
    const stored = db.surveys.find((candidate) => candidate.survey.name === 'Beta feedback')!;
    const now = (await surveysApi.get(1, stored.survey.id)).raw;
    const version = {
      ...structuredClone(now),
      targeting_flag: null,
      linked_flag: null,
      linked_flag_id: null,
    };
    const said = unrestoredChanges(version, now);
    expect(said).toEqual([{ path: 'targeting_flag', why: 'flag-kept' }]);
    const left = diffSurveys(version, restoreAndSave(version, now));
    expect(left.settings.map((change) => change.path)).toEqual(said.map((change) => change.path));
  });
});
