// The survey page's History tab against the demo backend: versions rebuilt from the activity log, the
// changes since one of them, a restore handed to the editor, and the versions the log cannot rebuild.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { readRestoreVersion } from '@/entities/survey/versions/restore-version';
import { withoutIsolates } from '@/lib/bidi';
import { db, recordActivity } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { defaultConnection } from '@/lib/api/backend';
import { SurveyHistory } from './survey-history';

afterEach(() => {
  server.events.removeAllListeners();
  resetConnectionForTests(defaultConnection);
});

/** Where "Restore" lands: what the editor would be handed. */
function EditorStandIn() {
  const restore = readRestoreVersion(useLocation().state);
  const questions = (restore?.survey.questions ?? []) as { question: string }[];
  return (
    <section aria-label="Editor">
      <p>{restore ? `Restoring ${withoutIsolates(restore.label)}` : 'Nothing to restore'}</p>
      <ol>
        {questions.map((question) => (
          <li key={question.question}>{question.question}</li>
        ))}
      </ol>
      <p>start: {String(restore?.survey.start_date)}</p>
    </section>
  );
}

async function renderHistory(name: string, key?: string) {
  const id = db.surveys.find((candidate) => candidate.survey.name === name)!.survey.id;
  const record = await surveysApi.get(1, id);
  if (key) resetConnectionForTests({ ...defaultConnection, apiKey: key });
  const router = createMemoryRouter(
    [
      { path: '/projects/1/surveys/:surveyId', element: <SurveyHistory projectId={1} record={record} /> },
      { path: '/projects/1/surveys/:surveyId/edit', element: <EditorStandIn /> },
    ],
    { initialEntries: [`/projects/1/surveys/${id}`] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router, record };
}

describe('survey history', () => {
  it('lists the versions with who changed what, compares one with now, and restores it keeping the launch', async () => {
    const { user, router, record } = await renderHistory('NPS with follow-ups');
    const versions = await screen.findByRole('list', { name: 'Versions' });
    const items = within(versions).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Current version',
      'Maya updated questions',
      'Demo updated start date',
      'Demo created the survey',
    ]);
    expect(items[0]).toHaveTextContent('Demo updated appearance');

    const maya = items[1]!;
    await user.click(within(maya).getByRole('button', { name: 'Changes since this version' }));
    expect(within(maya).getByRole('list', { name: 'Settings' })).toHaveTextContent(
      'Appearance: thank-you text “Thanks for your time.” → “Your feedback shapes what we build next.”',
    );
    expect(within(maya).queryByRole('list', { name: 'Questions' })).not.toBeInTheDocument();

    // Before Maya's edit: the old wording and passives going to the end.
    const launched = items[2]!;
    await user.click(within(launched).getByRole('button', { name: 'Changes since this version' }));
    expect(within(launched).getByRole('list', { name: 'Questions' })).toHaveTextContent(
      'Q2 reworded: “What is the one thing we should fix?” → “Sorry to hear that. What should we fix first?”',
    );
    expect(within(launched).getByRole('list', { name: 'Branching' })).toHaveTextContent(
      'Q1 “How likely are you to recommend Acme to…” 7–8 (Passives): end → Q3 “What would make Acme a …”',
    );

    // The version before the launch is a draft; restoring it keeps the survey running.
    await user.click(within(items[3]!).getByRole('button', { name: 'Restore this version' }));
    const editor = await screen.findByRole('region', { name: 'Editor' });
    expect(router.state.location.pathname).toBe(`/projects/1/surveys/${record.survey.id}/edit`);
    expect(editor).toHaveTextContent(/^Restoring the version of .* by Demo/);
    expect(editor).toHaveTextContent('What is the one thing we should fix?');
    expect(editor).toHaveTextContent(`start: ${record.survey.start_date}`);
    // The version travels beside the navigation, not in the history entry: the browser copies an
    // entry's state on every push and keeps it for the session, and a version can weigh megabytes.
    expect(JSON.stringify(router.state.location.state)).not.toContain('What is the one thing we should fix?');
    expect(JSON.stringify(router.state.location.state).length).toBeLessThan(200);
  });

  it('says which versions the log cannot rebuild, and why', async () => {
    await renderHistory('Legacy: confirmation_message branching');
    const items = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent(
      'This entry does not record what changed, so no version before it can be rebuilt.',
    );
    expect(within(items[1]!).getByRole('button', { name: 'Restore this version' })).toBeEnabled();
    for (const older of items.slice(2)) {
      expect(older).toHaveTextContent(
        /The log does not say what changed at \d+ \w+ 20\d\d, \d\d:\d\d, so Surveyor cannot rebuild this version\./,
      );
      expect(within(older).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
    }
  });

  it('reads entries whose fields are named like built-in object properties as any other field', async () => {
    // A hostile or misconfigured server may log any field name (PostHog writes model field names here).
    const stored = db.surveys.find((candidate) => candidate.survey.name === 'NPS with follow-ups')!.survey;
    const change = (field: string, before: unknown, after: unknown) => ({
      type: 'Survey' as const,
      action: 'changed',
      field,
      before,
      after,
    });
    recordActivity(1, 'Survey', stored.id, stored.name, 'updated', [
      change('appearance', { ...stored.appearance, constructor: 'tall' }, stored.appearance),
    ]);
    recordActivity(1, 'Survey', stored.id, stored.name, 'updated', [
      change('constructor', 'a', 'b'),
      change('__proto__', 'a', 'b'),
      change('toString', 'a', 'b'),
    ]);
    const { user } = await renderHistory('NPS with follow-ups');
    const items = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Demo updated constructor, __proto__, toString');
    expect(items[1]).toHaveTextContent('Demo updated appearance');

    await user.click(within(items[1]!).getByRole('button', { name: 'Changes since this version' }));
    const settings = within(items[1]!).getByRole('list', { name: 'Settings' });
    expect(
      within(settings)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['__proto__: “a” → (empty)', 'constructor: “a” → (empty)', 'toString: “a” → (empty)']);
    await user.click(within(items[2]!).getByRole('button', { name: 'Changes since this version' }));
    expect(within(items[2]!).getByRole('list', { name: 'Settings' })).toHaveTextContent(
      'Appearance: constructor “tall” → (empty)',
    );
  });

  it('isolates names and texts from the server inside its own words, and shows bidi controls in diffs', async () => {
    const stored = db.surveys.find((candidate) => candidate.survey.name === 'NPS with follow-ups')!.survey;
    const name = '<b>Admin</b> \u202Enimda';
    const before = structuredClone(stored.questions!);
    before[1]!.question = 'Fix \u202Esiht\u200B first?';
    recordActivity(1, 'Survey', stored.id, stored.name, 'updated', [
      { type: 'Survey', action: 'changed', field: 'questions', before, after: stored.questions },
    ]);
    db.activity[0]!.entry.user = { first_name: name, email: 'admin@example.com' };
    // A later change by someone else, so that Admin's version is one to compare with now.
    recordActivity(1, 'Survey', stored.id, stored.name, 'updated', [
      { type: 'Survey', action: 'changed', field: 'description', before: 'Old', after: stored.description },
    ]);
    const { user } = await renderHistory('NPS with follow-ups');
    const items = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    // The summary: the name in a <bdi> of its own, the app's words outside it.
    const summary = within(items[1]!).getByText(
      (_, element) => element?.tagName === 'SPAN' && /updated questions$/.test(element.textContent ?? ''),
    );
    expect(summary).toHaveTextContent(`${name} updated questions`);
    expect([...summary.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      name,
      'updated',
      'questions',
    ]);

    await user.click(within(items[1]!).getByRole('button', { name: 'Changes since this version' }));
    const from = within(items[1]!).getByText((_, element) =>
      Boolean(element?.tagName === 'P' && element.textContent?.startsWith('From the version of')),
    );
    expect(from.textContent).toMatch(/^From the version of .* by <b>Admin<\/b> \u202Enimda to now:$/);
    expect([...from.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([name]);
    await user.click(within(items[2]!).getByRole('button', { name: 'Changes since this version' }));
    const line = within(within(items[2]!).getByRole('list', { name: 'Questions' })).getByRole('listitem');
    expect(line).toHaveTextContent(
      'Q2 reworded: “Fix ⟨U+202E⟩siht⟨U+200B⟩ first?” → “Sorry to hear that. What should we fix first?”',
    );
    expect([...line.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Fix ⟨U+202E⟩siht⟨U+200B⟩ first?',
      'Sorry to hear that. What should we fix first?',
    ]);
    expect(line.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
  });

  it('says before a restore which of the version’s differences it leaves as they are now', async () => {
    const stored = db.surveys.find(
      (candidate) => candidate.survey.name === 'Edge: translated survey',
    )!.survey;
    const questions = structuredClone(stored.questions!);
    (questions[1] as Record<string, unknown>).unknownKey = 'old';
    recordActivity(1, 'Survey', stored.id, stored.name, 'updated', [
      { type: 'Survey', action: 'changed', field: 'questions', before: questions, after: stored.questions },
      {
        type: 'Survey',
        action: 'changed',
        field: 'appearance',
        before: { ...stored.appearance, fontFamily: 'Georgia' },
        after: stored.appearance,
      },
      {
        type: 'Survey',
        action: 'changed',
        field: 'translations',
        before: { fr: { name: 'ANCIEN NOM' } },
        after: (stored as Record<string, unknown>).translations,
      },
    ]);
    await renderHistory('Edge: translated survey');
    const items = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    const restore = within(items[1]!).getByRole('button', { name: 'Restore this version' });
    expect(restore).toHaveAccessibleDescription(
      'Restoring does not bring back Translations: the editor does not edit it.',
    );
    expect(items[1]).toHaveTextContent('Restoring does not bring back Translations');
    // The version before the launch: its start date stays too (the survey keeps running).
    const launched = items.at(-1)!;
    expect(
      within(launched).getByRole('button', { name: 'Restore this version' }),
    ).toHaveAccessibleDescription(
      /Start date stays as it is now: launching, stopping and archiving are actions of their own\.$/,
    );
  });

  it('lists a long history a page of versions at a time, newest first, and reaches the oldest', async () => {
    const stored = db.surveys.find((candidate) => candidate.survey.name === 'Onboarding feedback')!;
    // 120 renames after its creation: 121 versions besides what the seed logged.
    for (let n = 1; n <= 120; n += 1) {
      const before = stored.survey.description;
      stored.survey.description = `Rename ${n}`;
      recordActivity(1, 'Survey', stored.survey.id, stored.survey.name, 'updated', [
        { type: 'Survey', action: 'changed', field: 'description', before, after: `Rename ${n}` },
      ]);
    }
    const { user } = await renderHistory('Onboarding feedback');
    const versions = await screen.findByRole('list', { name: 'Versions' });
    expect(within(versions).getAllByRole('listitem')).toHaveLength(50);
    expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Current version');
    const total = Number(/of (\d+)/.exec(screen.getByText(/^Versions 1–50 of \d+$/).textContent!)![1]);
    expect(total).toBeGreaterThan(120);
    expect(screen.getByRole('button', { name: 'Newer versions' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older versions' }));
    expect(screen.getByText(`Versions 51–100 of ${total}`)).toBeInTheDocument();
    expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('updated description');

    await user.click(screen.getByRole('button', { name: 'Oldest versions' }));
    const last = within(versions).getAllByRole('listitem').at(-1)!;
    expect(screen.getByRole('button', { name: 'Older versions' })).toBeDisabled();
    expect(last).toHaveTextContent(/created the survey/);
    await user.click(within(last).getByRole('button', { name: 'Changes since this version' }));
    expect(last).toHaveTextContent(/to now:/);
  });

  it('a key without activity_log:read is told why there is no history, and nothing is requested', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    await renderHistory('NPS with follow-ups', 'phx_demo_projects');
    expect(await screen.findByText(/needs/)).toHaveTextContent(
      'The history is rebuilt from the activity log, which needs activity_log:read.',
    );
    expect(requests.filter((path) => path.endsWith('/activity/'))).toEqual([]);
  });
});
