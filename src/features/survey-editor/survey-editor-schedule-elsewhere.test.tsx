// A schedule changed elsewhere (a colleague in PostHog, another tab, the API) after the editor opened is
// never silently undone: a save that did not touch the schedule keeps the server's and says so in
// "Changed elsewhere"; when both changed, the user chooses; a pending change the editor never read is
// never deleted; a restored draft goes through the same; a clean save leaves no draft behind.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { call } from '@/mocks/test-api';
import { armGate, HOUR } from '@/testing/gated-survey';
import { renderRoute } from '@/testing/render';
import { gateFlagKey } from '@/entities/survey/schedule/gate-flag';
import { utcToZoned, zonedToUtc } from '@/entities/survey/schedule/zoned-time';

const ZONE = 'Europe/Berlin'; // project 1's
const DRAFT = 'Legacy: null appearance keys';

const surveyNamed = (name: string) => db.surveys.find((stored) => stored.survey.name === name)!.survey;

/** A whole minute `hours` from the demo's now, on the project's wall clock, and its UTC instant. */
function at(hours: number) {
  const instant = new Date(Math.floor((mockNow() + hours * HOUR) / 60_000) * 60_000);
  return { local: utcToZoned(instant, ZONE), iso: instant.toISOString() };
}

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
/** The gate's pending changes as [on/off, minute], in time order. */
const pendingOf = (gateId: number) =>
  db.scheduledChanges
    .filter((change) => change.record_id === String(gateId) && !change.executed_at)
    .map((change) => [change.payload.value, minuteOf(change.scheduled_at)] as const)
    .sort((a, b) => a[1] - b[1]);
const pendingIdsOf = (gateId: number) =>
  db.scheduledChanges
    .filter((change) => change.record_id === String(gateId) && !change.executed_at)
    .map((change) => change.id)
    .sort((a, b) => a - b);

/** A colleague (PostHog, the API, another tab) replaces the gate's pending changes with their own. */
async function colleagueSchedules(gateId: number, changes: [boolean, number][], replace = true) {
  // Their times, taken once: a slow test must not compare them with times taken a minute later.
  const times = changes.map(([value, hours]) => [value, at(hours)] as const);
  if (replace)
    for (const change of db.scheduledChanges.filter(
      (candidate) => candidate.record_id === String(gateId) && !candidate.executed_at,
    ))
      await call('DELETE', `/api/projects/1/scheduled_changes/${change.id}/`);
  for (const [value, time] of times)
    expect(
      (
        await call('POST', '/api/projects/1/scheduled_changes/', {
          model_name: 'FeatureFlag',
          record_id: String(gateId),
          payload: { operation: 'update_status', value },
          scheduled_at: time.iso,
        })
      ).status,
    ).toBe(201);
  return {
    pending: times.map(([value, time]) => [value, minuteOf(time.iso)] as const),
    last: times[times.length - 1]![1],
  };
}

async function openSchedule(name: string) {
  const survey = surveyNamed(name);
  const view = renderRoute(`/projects/1/surveys/${survey.id}/edit?tab=schedule`);
  await screen.findByRole('radiogroup', { name: 'Launch' }, { timeout: 20_000 });
  return { ...view, survey };
}

const describeField = () => screen.getByRole('textbox', { name: /Internal description/ });

const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('surveyor.draft'));

/** Goes through the review of a running survey, if it comes, and waits for the save. */
async function confirmReview(user: ReturnType<typeof renderRoute>['user']) {
  const review = await screen.findByRole('dialog', { name: 'Review changes' });
  await user.click(within(review).getByRole('button', { name: 'Save changes' }));
  await screen.findByText(/^Survey saved/);
}

describe('a schedule changed elsewhere', { timeout: 60_000 }, () => {
  it('an unrelated save from an editor opened before keeps their window and shows it', async () => {
    const armed = await armGate(DRAFT, 24, 26);
    const { user } = await openSchedule(DRAFT);
    const armedStop = db.scheduledChanges.find((change) => change.id === armed.changeIds[1])!;
    expect(screen.getByLabelText('Stop at')).toHaveValue(utcToZoned(new Date(armedStop.scheduled_at), ZONE));
    const theirs = await colleagueSchedules(armed.gateId, [
      [true, 48],
      [false, 50],
    ]);
    fireEvent.change(describeField(), { target: { value: 'tab B note' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const elsewhere = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    const row = await within(elsewhere).findByRole('row', { name: /^Schedule/ });
    expect(row).toHaveTextContent(/Theirs \(only they changed it\)/);
    await user.click(within(elsewhere).getByRole('button', { name: 'Save merged' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    // Only the description changes: the review does not present the stale window as this save's.
    expect(within(review).queryByText(/^Schedule/)).toBeNull();
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^Survey saved/);

    expect(surveyNamed(DRAFT).description).toBe('tab B note');
    expect(pendingOf(armed.gateId)).toEqual(theirs.pending);
    // The editor now shows the schedule the server holds.
    expect(screen.getByLabelText('Stop at')).toHaveValue(theirs.last.local);
  });

  it('a change someone added to the gate after the editor opened is never deleted by a save', async () => {
    const armed = await armGate(DRAFT, 24, 26);
    const { user } = await openSchedule(DRAFT);
    await colleagueSchedules(armed.gateId, [[false, 30]], false);
    const ids = pendingIdsOf(armed.gateId);
    fireEvent.change(describeField(), { target: { value: 'unrelated' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const elsewhere = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    await user.click(within(elsewhere).getByRole('button', { name: 'Save merged' }));
    await confirmReview(user);
    expect(pendingIdsOf(armed.gateId)).toEqual(ids);
    expect(ids).toHaveLength(3);
  });

  it('both changed the schedule: the user picks; keeping theirs writes nothing of the schedule', async () => {
    const armed = await armGate(DRAFT, 24, 26);
    const { user } = await openSchedule(DRAFT);
    fireEvent.change(screen.getByLabelText('Stop at'), { target: { value: at(30).local } });
    const theirs = await colleagueSchedules(armed.gateId, [
      [true, 48],
      [false, 50],
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const elsewhere = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    await user.click(await within(elsewhere).findByRole('radio', { name: 'Theirs' }));
    await user.click(within(elsewhere).getByRole('button', { name: 'Save merged' }));
    await screen.findByText(/^Survey saved|^Nothing of yours differed/);
    expect(pendingOf(armed.gateId)).toEqual(theirs.pending);
    await waitFor(() => expect(screen.getByLabelText('Stop at')).toHaveValue(theirs.last.local));
  });

  it('both changed the schedule: keeping mine writes mine over what the user was shown', async () => {
    const armed = await armGate(DRAFT, 24, 26);
    const { user } = await openSchedule(DRAFT);
    const launch = screen.getByLabelText<HTMLInputElement>('Launch at').value;
    const stop = at(30);
    fireEvent.change(screen.getByLabelText('Stop at'), { target: { value: stop.local } });
    await colleagueSchedules(armed.gateId, [
      [true, 48],
      [false, 50],
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const elsewhere = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    await user.click(await within(elsewhere).findByRole('radio', { name: 'Yours' }));
    await user.click(within(elsewhere).getByRole('button', { name: 'Save merged' }));
    // The survey is running: the schedule change is reviewed like a field.
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    expect(within(review).getByText(/^Schedule:/)).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Survey saved with its schedule');
    expect(pendingOf(armed.gateId)).toEqual([
      [true, minuteOf(zonedToUtc(launch, ZONE).toISOString())],
      [false, minuteOf(stop.iso)],
    ]);
  });

  it('"Restore draft" of an editor opened before the schedule moved keeps the newer schedule', async () => {
    const armed = await armGate(DRAFT, 24, 26);
    const first = await openSchedule(DRAFT);
    await first.user.click(describeField());
    await first.user.paste('DRAFT NOTE');
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
    first.unmount();
    const theirs = await colleagueSchedules(armed.gateId, [
      [true, 48],
      [false, 50],
    ]);

    const { user } = await openSchedule(DRAFT);
    const offer = (await screen.findByText('Unsaved draft found')).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const elsewhere = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    expect(await within(elsewhere).findByRole('row', { name: /^Schedule/ })).toHaveTextContent(/Theirs/);
    await user.click(within(elsewhere).getByRole('button', { name: 'Save merged' }));
    await confirmReview(user);
    expect(surveyNamed(DRAFT).description).toContain('DRAFT NOTE');
    expect(pendingOf(armed.gateId)).toEqual(theirs.pending);
  });

  it('a clean schedule save leaves no draft to be offered later', async () => {
    const { user, survey, unmount } = await openSchedule(DRAFT);
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
    fireEvent.change(screen.getByLabelText('Launch at'), { target: { value: at(24).local } });
    fireEvent.change(screen.getByLabelText('Stop at'), { target: { value: at(26).local } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Survey saved with its schedule');
    // Longer than the draft's pause after the form took the saved values.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(drafts()).toEqual([]);
    unmount();
    expect(db.featureFlags.some((stored) => stored.flag.key === gateFlagKey(survey.id))).toBe(true);
  });
});
