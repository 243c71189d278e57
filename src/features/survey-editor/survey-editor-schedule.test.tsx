// Launch and stop at a date and time, through the editor against the demo backend: what saving
// writes (the gate flag, its link, the launch, the scheduled changes), edits and cancellation as the fewest
// writes, and every case that cannot work said before anything is written.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { mockControl } from '@/mocks/node';
import { gateFlagKey } from '@/entities/survey/schedule/gate-flag';
import { utcToZoned } from '@/entities/survey/schedule/zoned-time';
import { renderRoute } from '@/testing/render';

const ZONE = 'Europe/Berlin'; // project 1's
const HOUR = 3_600_000;

function surveyNamed(name: string) {
  const stored = db.surveys.find((candidate) => candidate.survey.name === name);
  if (!stored) throw new Error(`No seeded survey named ${name}`);
  return stored.survey;
}

/** A whole minute `hours` from the demo's now, on the project's wall clock, and its UTC instant. */
function at(hours: number) {
  const instant = new Date(Math.floor((mockNow() + hours * HOUR) / 60_000) * 60_000);
  return { local: utcToZoned(instant, ZONE), iso: instant.toISOString() };
}

const gateOf = (surveyId: string) =>
  db.featureFlags.find((stored) => stored.flag.key === gateFlagKey(surveyId) && !stored.flag.deleted)?.flag;
const changesOf = (flagId: number) =>
  db.scheduledChanges.filter((change) => change.record_id === String(flagId));
const pendingOf = (flagId: number) => changesOf(flagId).filter((change) => !change.executed_at);

async function openSchedule(name: string) {
  const survey = surveyNamed(name);
  const view = renderRoute(`/projects/1/surveys/${survey.id}/edit?tab=schedule`);
  await screen.findByRole('radiogroup', { name: 'Launch' }, { timeout: 20_000 });
  return { ...view, survey };
}

function setTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function chooseWindow(user: ReturnType<typeof renderRoute>['user'], launch: string, stop: string) {
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Launch' })).getByRole('radio', {
      name: 'At a date and time',
    }),
  );
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Stop' })).getByRole('radio', {
      name: 'At a date and time',
    }),
  );
  setTime('Launch at', launch);
  setTime('Stop at', stop);
}

const DRAFT = 'Legacy: null appearance keys';

/** A launched survey's schedule change is reviewed like a change of its fields. */
async function confirmReview(user: ReturnType<typeof renderRoute>['user']) {
  const review = await screen.findByRole('dialog', { name: 'Review changes' });
  expect(within(review).getByText(/^Schedule:/)).toBeInTheDocument();
  await user.click(within(review).getByRole('button', { name: 'Save changes' }));
}

describe('scheduling in the survey editor', { timeout: 60_000 }, () => {
  it('saving a window arms it: the gate flag off, linked, the survey launched, two changes at the UTC instants', async () => {
    const { user, survey } = await openSchedule(DRAFT);
    const launch = at(24);
    const stop = at(26);
    await chooseWindow(user, launch.local, stop.local);
    expect(screen.getByText(/^Shown from .* Europe\/Berlin\.$/)).toBeInTheDocument();
    expect(screen.getByText(/Europe\/Berlin, the project's time zone/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Survey saved with its schedule')).toBeInTheDocument();

    const gate = gateOf(survey.id)!;
    expect(gate).toMatchObject({ active: false, name: `Surveyor schedule: ${DRAFT}` });
    const saved = surveyNamed(DRAFT);
    expect(saved.linked_flag_id).toBe(gate.id);
    expect(saved.start_date).toBeTruthy();
    expect(saved.end_date).toBeNull();
    const changes = changesOf(gate.id);
    expect(changes.map((change) => [change.payload, change.scheduled_at])).toEqual([
      [{ operation: 'update_status', value: true }, launch.iso],
      [{ operation: 'update_status', value: false }, stop.iso],
    ]);
  });

  it('an edit writes only what changed; cancelling deletes the pending changes and unlinks the gate', async () => {
    const first = await openSchedule(DRAFT);
    const stop = at(26);
    await chooseWindow(first.user, at(24).local, stop.local);
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Survey saved with its schedule');
    const gate = gateOf(first.survey.id)!;
    const [launchChange, stopChange] = changesOf(gate.id);
    first.unmount();

    // The editor opens on what the gate holds; moving the stop replaces the stop only.
    const second = await openSchedule(DRAFT);
    const later = at(30);
    expect(screen.getByLabelText('Stop at')).toHaveValue(stop.local);
    setTime('Stop at', later.local);
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmReview(second.user);
    await screen.findByText('Survey saved with its schedule');
    const pending = pendingOf(gate.id);
    expect(pending.map((change) => change.id)).toContain(launchChange!.id);
    expect(pending.map((change) => change.id)).not.toContain(stopChange!.id);
    expect(pending.find((change) => change.payload.value === false)?.scheduled_at).toBe(later.iso);
    second.unmount();

    // Cancelled: back to a draft.
    const third = await openSchedule(DRAFT);
    await third.user.click(
      within(screen.getByRole('radiogroup', { name: 'Launch' })).getByRole('radio', {
        name: 'Not yet: I will launch it later',
      }),
    );
    await third.user.click(
      within(screen.getByRole('radiogroup', { name: 'Stop' })).getByRole('radio', { name: 'When I stop it' }),
    );
    await third.user.click(screen.getByRole('button', { name: 'Save' }));
    // The survey was launched (hidden behind its gate): taking it back to a draft is reviewed.
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    await third.user.click(within(review).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Survey saved with its schedule');
    expect(pendingOf(gate.id)).toEqual([]);
    expect(surveyNamed(DRAFT).linked_flag_id ?? null).toBeNull();
    expect(surveyNamed(DRAFT).start_date ?? null).toBeNull();
    expect(db.featureFlags.find((stored) => stored.flag.id === gate.id)!.flag.deleted).toBe(true);
  });

  it('a server that refuses scheduled changes to personal keys: said, the calendar offered, nothing written', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_old_server' });
    const flags = db.featureFlags.length;
    const { user, survey } = await openSchedule(DRAFT);
    await chooseWindow(user, at(24).local, at(26).local);
    expect(await screen.findByText(/refuses scheduled changes to personal API keys/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/problem to fix before saving/)).toBeInTheDocument();
    expect(db.featureFlags).toHaveLength(flags);
    expect(surveyNamed(DRAFT).start_date ?? null).toBeNull();
    expect(gateOf(survey.id)).toBeUndefined();
  });

  it('a key without feature_flag:write is told so before saving', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_surveys' });
    const { user } = await openSchedule(DRAFT);
    await chooseWindow(user, at(24).local, at(26).local);
    expect(screen.getByText(/missing the 'feature_flag:write' scope/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/problem to fix before saving/)).toBeInTheDocument();
    expect(surveyNamed(DRAFT).start_date ?? null).toBeNull();
  });

  it('a survey linked to another flag is refused, naming the flag', async () => {
    const { user, survey } = await openSchedule('Checkout satisfaction (CSAT)');
    // Running: only a stop time can be given.
    expect(
      within(screen.getByRole('radiogroup', { name: 'Launch' })).queryByRole('radio', {
        name: 'At a date and time',
      }),
    ).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Stop' })).getByRole('radio', {
        name: 'At a date and time',
      }),
    );
    setTime('Stop at', at(5).local);
    expect(screen.getByText(/linked flag “new-checkout” decides who sees it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/problem to fix before saving/)).toBeInTheDocument());
    expect(gateOf(survey.id)).toBeUndefined();
  });

  it('a running survey given only a stop time: the gate is created on, and one change stops it', async () => {
    const { user, survey } = await openSchedule('Product-market fit');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Stop' })).getByRole('radio', {
        name: 'At a date and time',
      }),
    );
    const stop = at(5);
    setTime('Stop at', stop.local);
    // The survey is running: its new stop is reviewed, like a change of its fields.
    expect(screen.getByText(/^Shown until .* Europe\/Berlin\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmReview(user);
    await screen.findByText('Survey saved with its schedule');
    const gate = gateOf(survey.id)!;
    expect(gate.active).toBe(true);
    expect(changesOf(gate.id).map((change) => [change.payload.value, change.scheduled_at])).toEqual([
      [false, stop.iso],
    ]);
  });

  it('a failed step is named, nothing typed is lost, and saving again resumes on the same gate', async () => {
    const { user, survey } = await openSchedule(DRAFT);
    const launch = at(24);
    const stop = at(26);
    await chooseWindow(user, launch.local, stop.local);
    mockControl.injectFault({ method: 'POST', path: '/scheduled_changes/', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText(/its schedule was not: scheduling the launch failed/)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Launch at')).toHaveValue(launch.local);
    expect(screen.getByLabelText('Stop at')).toHaveValue(stop.local);
    const gate = gateOf(survey.id)!;
    expect(changesOf(gate.id)).toEqual([]);

    // The link step launched the survey behind its gate: the retry is reviewed.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmReview(user);
    await screen.findByText('Survey saved with its schedule');
    expect(db.featureFlags.filter((stored) => stored.flag.key === gateFlagKey(survey.id))).toHaveLength(1);
    expect(changesOf(gate.id).map((change) => change.scheduled_at)).toEqual([launch.iso, stop.iso]);
  });

  it(
    'a new survey whose schedule fails: created, and its editor has the schedule typed, to save again',
    { timeout: 90_000 },
    async () => {
      const { user, router } = renderRoute('/projects/1/surveys/new');
      fireEvent.change(await screen.findByRole('textbox', { name: /Survey name/ }, { timeout: 20_000 }), {
        target: { value: 'Scheduled from new' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /Question 1 text/ }), {
        target: { value: 'Anything to tell us?' },
      });
      await user.click(screen.getByRole('tab', { name: /Schedule/ }));
      await screen.findByRole('radiogroup', { name: 'Launch' });
      const launch = at(24);
      const stop = at(26);
      await chooseWindow(user, launch.local, stop.local);
      mockControl.injectFault({ method: 'POST', path: '/scheduled_changes/', status: 500, times: 1 });
      await user.click(screen.getByRole('button', { name: 'Create survey' }));

      expect(await screen.findByText(/The survey was created, but its schedule was not/)).toBeInTheDocument();
      const created = db.surveys.find((stored) => stored.survey.name === 'Scheduled from new')!.survey;
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/projects/1/surveys/${created.id}/edit`),
      );
      expect(await screen.findByLabelText('Launch at')).toHaveValue(launch.local);
      expect(screen.getByLabelText('Stop at')).toHaveValue(stop.local);
      // The carried schedule is dropped from the history entry: a reload would not bring it back.
      expect(router.state.location.state).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await confirmReview(user);
      await screen.findByText('Survey saved with its schedule');
      const gate = gateOf(created.id)!;
      expect(changesOf(gate.id).map((change) => change.scheduled_at)).toEqual([launch.iso, stop.iso]);
    },
  );

  it('a project whose time zone cannot be read: said, and nothing is scheduled on a guessed clock', async () => {
    mockControl.injectFault({
      method: 'GET',
      path: '^/api/organizations/[^/]+/projects/1/$',
      status: 500,
      times: 20,
    });
    const { user, survey } = await openSchedule(DRAFT);
    await chooseWindow(user, at(24).local, at(26).local);
    expect(
      (await screen.findAllByText(/Surveyor could not read the project, so its time zone is unknown/)).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/problem to fix before saving/);
    expect(gateOf(survey.id)).toBeUndefined();
    expect(surveyNamed(DRAFT).start_date).toBeNull();
  });

  it('launching now a survey waiting on its gate, keeping the stop: the gate is switched on, the launch dropped', async () => {
    const first = await openSchedule(DRAFT);
    const stop = at(26);
    await chooseWindow(first.user, at(24).local, stop.local);
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Survey saved with its schedule');
    const gate = gateOf(first.survey.id)!;
    first.unmount();

    const second = await openSchedule(DRAFT);
    await second.user.click(
      within(screen.getByRole('radiogroup', { name: 'Launch' })).getByRole('radio', { name: 'When I save' }),
    );
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    await second.user.click(within(review).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Survey saved with its schedule');
    expect(gateOf(first.survey.id)!.active).toBe(true);
    expect(pendingOf(gate.id).map((change) => [change.payload.value, change.scheduled_at])).toEqual([
      [false, stop.iso],
    ]);
  });
});
