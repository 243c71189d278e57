// The gate as the editor finds it and leaves it: a gate paused in PostHog stays off unless the user
// switches it on; a gate whose changes could not be read blocks schedule edits until read; a schedule-only
// edit is an unsaved change; a repeat scheduled in another zone is said and rewritten whole; a launch
// PostHog holds for approval is said in words; an archived gate is found, never made again.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { mockControl, server } from '@/mocks/node';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { call } from '@/mocks/test-api';
import { armGate, HOUR } from '@/testing/gated-survey';
import { renderRoute } from '@/testing/render';
import { gateFlagBody, gateFlagKey } from '@/entities/survey/schedule/gate-flag';
import { utcToZoned, zonedToUtc } from '@/entities/survey/schedule/zoned-time';

const DRAFT = 'Legacy: null appearance keys';
const RUNNING = 'Product-market fit';

const surveyNamed = (name: string) => db.surveys.find((stored) => stored.survey.name === name)!.survey;
const gateOf = (surveyId: string) =>
  db.featureFlags.find((stored) => stored.flag.key === gateFlagKey(surveyId) && !stored.flag.deleted)?.flag;
const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
const pendingOf = (gateId: number) =>
  db.scheduledChanges.filter((change) => change.record_id === String(gateId) && !change.executed_at);

function at(hours: number, zone = 'Europe/Berlin') {
  const instant = new Date(Math.floor((mockNow() + hours * HOUR) / 60_000) * 60_000);
  return { local: utcToZoned(instant, zone), iso: instant.toISOString() };
}

async function openSchedule(name: string) {
  const survey = surveyNamed(name);
  const view = renderRoute(`/projects/1/surveys/${survey.id}/edit?tab=schedule`);
  await screen.findByRole('radiogroup', { name: 'Launch' }, { timeout: 20_000 });
  return { ...view, survey };
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save' });

async function reviewAndSave(user: ReturnType<typeof renderRoute>['user']) {
  const review = await screen.findByRole('dialog', { name: 'Review changes' });
  await user.click(within(review).getByRole('button', { name: 'Save changes' }));
}

afterEach(() => {
  const project = db.projects.find((candidate) => candidate.id === 1);
  if (project) project.timezone = 'Europe/Berlin';
});

describe('the gate as the editor finds it', { timeout: 60_000 }, () => {
  it('a gate paused in PostHog stays off through any save, until the user switches it on', async () => {
    const survey = surveyNamed(RUNNING);
    const gate = await call('POST', '/api/projects/1/feature_flags/', {
      ...gateFlagBody(survey),
      active: true,
    });
    const gateId = gate.json!.id as number;
    await call('PATCH', `/api/projects/1/surveys/${survey.id}/`, { linked_flag_id: gateId });
    await call('POST', '/api/projects/1/scheduled_changes/', {
      model_name: 'FeatureFlag',
      record_id: String(gateId),
      payload: { operation: 'update_status', value: false },
      scheduled_at: at(48).iso,
    });
    // A colleague pauses the running survey in PostHog.
    await call('PATCH', `/api/projects/1/feature_flags/${gateId}/`, { active: false });

    const { user } = await openSchedule(RUNNING);
    expect(screen.getByText(/Paused in PostHog: its gate flag is off/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Internal description/ }), {
      target: { value: 'typo fixed' },
    });
    await user.click(save());
    await reviewAndSave(user);
    await screen.findByText(/^Survey saved/);
    expect(gateOf(survey.id)!.active).toBe(false);

    // Moving the stop leaves it paused too.
    const later = at(50);
    setTime('Stop at', later.local);
    await user.click(save());
    await reviewAndSave(user);
    await screen.findByText('Survey saved with its schedule');
    expect(gateOf(survey.id)!.active).toBe(false);
    expect(pendingOf(gateId).map((change) => minuteOf(change.scheduled_at))).toEqual([minuteOf(later.iso)]);

    await user.click(screen.getByRole('switch', { name: /Switch its gate flag back on when I save/ }));
    await user.click(save());
    await reviewAndSave(user);
    await waitFor(() => expect(gateOf(survey.id)!.active).toBe(true));
  });

  it('a gate whose changes could not be read: said with Retry, no "(kept)", schedule edits refused', async () => {
    const armed = await armGate(DRAFT, 72, 96);
    mockControl.injectFault({ method: 'GET', path: '/scheduled_changes/', status: 503, times: 1 });
    const { user } = await openSchedule(DRAFT);
    const alert = await screen.findByText(/scheduled changes could not be read/);
    expect(within(alert.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }));
    expect(screen.queryByText(/\(kept\)/)).toBeNull();

    await user.click(radio('Stop', 'At a date and time'));
    setTime('Stop at', at(120).local);
    await user.click(save());
    await screen.findByText(/problem to fix before saving/);
    expect(gateOf(surveyNamed(DRAFT).id)!.active).toBe(false);
    expect(pendingOf(armed.gateId).map((change) => change.payload.value)).toEqual([true, false]);
  });

  it('Retry reads the gate again and the editor opens on its schedule', async () => {
    const armed = await armGate(DRAFT, 72, 96);
    const [launch, stop] = pendingOf(armed.gateId).map((change) =>
      utcToZoned(new Date(change.scheduled_at), 'Europe/Berlin'),
    );
    mockControl.injectFault({ method: 'GET', path: '/scheduled_changes/', status: 503, times: 1 });
    const { user } = await openSchedule(DRAFT);
    const alert = (await screen.findByText(/scheduled changes could not be read/)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Launch at')).toHaveValue(launch);
    expect(screen.getByLabelText('Stop at')).toHaveValue(stop);
    expect(screen.queryByText(/scheduled changes could not be read/)).toBeNull();
  });

  it('a schedule-only edit is an unsaved change, and stays one after a failed schedule step', async () => {
    const { user, router, survey } = await openSchedule(DRAFT);
    await user.click(radio('Launch', 'At a date and time'));
    await user.click(radio('Stop', 'At a date and time'));
    setTime('Launch at', at(24).local);
    setTime('Stop at', at(26).local);
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();

    mockControl.injectFault({ method: 'POST', path: '/scheduled_changes/', status: 500, times: 1 });
    await user.click(save());
    await screen.findAllByText(/its schedule was not: scheduling the launch failed/);
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeInTheDocument());
    await act(() => router.navigate('/projects/1/surveys'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/projects/1/surveys/${survey.id}/edit`);
  });

  it('a repeat scheduled before the project changed zone: said, and an edit rewrites both in the new zone', async () => {
    const survey = surveyNamed(DRAFT);
    const gate = await call('POST', '/api/projects/1/feature_flags/', gateFlagBody(survey));
    const gateId = gate.json!.id as number;
    await call('PATCH', `/api/projects/1/surveys/${survey.id}/`, {
      linked_flag_id: gateId,
      start_date: new Date(mockNow()).toISOString(),
    });
    const day = at(24).local.slice(0, 10);
    for (const [value, hour] of [
      [true, 15],
      [false, 20],
    ] as const)
      await call('POST', '/api/projects/1/scheduled_changes/', {
        model_name: 'FeatureFlag',
        record_id: String(gateId),
        payload: { operation: 'update_status', value },
        scheduled_at: zonedToUtc(`${day}T${hour}:00`, 'Europe/Berlin').toISOString(),
        is_recurring: true,
        recurrence_interval: null,
        cron_expression: `0 ${hour} * * *`,
      });
    db.projects.find((project) => project.id === 1)!.timezone = 'America/New_York';

    const { user } = await openSchedule(DRAFT);
    expect(screen.getByText(/run in Europe\/Berlin/)).toBeInTheDocument();
    // Shown on the project's clock now: 15:00 Berlin is 09:00 New York.
    expect(screen.getByLabelText('Launch at')).toHaveValue(`${day}T09:00`);
    setTime('Stop at', `${day}T15:00`);
    await user.click(save());
    await reviewAndSave(user);
    await screen.findByText('Survey saved with its schedule');
    expect(
      pendingOf(gateId)
        .map((change) => [change.cron_expression, change.timezone])
        .sort(),
    ).toEqual([
      ['0 15 * * *', 'America/New_York'],
      ['0 9 * * *', 'America/New_York'],
    ]);
  });

  it('a launch PostHog holds for approval is said, nothing is reported armed, and everything typed stays', async () => {
    let answers = 0;
    server.use(
      http.patch('/api/projects/1/surveys/:id/', () => {
        answers += 1;
        return HttpResponse.json(
          answers === 1
            ? {
                code: 'approval_required',
                status: 'approval_required',
                message: 'Launching surveys needs a second pair of eyes',
                change_request_id: 'cr-1',
              }
            : {
                code: 'change_request_pending',
                error: 'A pending approval request already exists for this action',
                change_request_id: 'cr-1',
              },
          { status: 409 },
        );
      }),
    );
    const { user } = await openSchedule(DRAFT);
    await user.click(radio('Launch', 'At a date and time'));
    await user.click(radio('Stop', 'At a date and time'));
    setTime('Launch at', at(24).local);
    setTime('Stop at', at(26).local);
    await user.click(save());
    expect(
      (
        await screen.findAllByText(
          /PostHog is holding this launch for approval: Launching surveys needs a second pair of eyes/,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Survey saved with its schedule')).toBeNull();
    expect(screen.getByLabelText('Launch at')).toHaveValue(at(24).local);
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeInTheDocument());

    await user.click(save());
    expect((await screen.findAllByText(/already waiting for approval/)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Survey saved with its schedule')).toBeNull();
  });

  it('a gate archived in PostHog is found, not made again, and the reason is said', async () => {
    const armed = await armGate(DRAFT, 24, 26);
    const flags = db.featureFlags.length;
    let created = 0;
    // PostHog's list leaves archived flags out unless asked (exclude_archived_unless_requested), and a
    // key stays taken by an archived flag.
    server.use(
      http.get('/api/projects/1/feature_flags/', ({ request }) => {
        const url = new URL(request.url);
        const archived = url.searchParams.get('archived') === 'true';
        const rows = db.featureFlags
          .filter((stored) => stored.projectId === 1 && !stored.flag.deleted)
          .filter((stored) => (stored.flag.id === armed.gateId) === archived)
          .map((stored) => ({ ...stored.flag, archived: stored.flag.id === armed.gateId }));
        return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });
      }),
      http.get('/api/projects/1/feature_flags/:id/', ({ params }) => {
        const stored = db.featureFlags.find((candidate) => candidate.flag.id === Number(params.id));
        if (!stored) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
        return HttpResponse.json({ ...stored.flag, archived: stored.flag.id === armed.gateId });
      }),
      http.post('/api/projects/1/feature_flags/', () => {
        created += 1;
        return HttpResponse.json(
          {
            type: 'validation_error',
            code: 'unique',
            detail: 'There is already a feature flag with this key.',
            attr: 'key',
          },
          { status: 400 },
        );
      }),
    );
    const { user } = await openSchedule(DRAFT);
    setTime('Stop at', at(30).local);
    await user.click(save());
    await reviewAndSave(user);
    expect((await screen.findAllByText(/archived in PostHog/)).length).toBeGreaterThan(0);
    expect(created).toBe(0);
    expect(db.featureFlags).toHaveLength(flags);
    // Nothing of the schedule was written on the archived gate.
    expect(pendingOf(armed.gateId).map((change) => change.id)).toEqual(armed.changeIds);
  });

  it('against the demo backend: its approval policy holds the launch', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_approvals' });
    const { user } = await openSchedule(DRAFT);
    await user.click(radio('Launch', 'At a date and time'));
    await user.click(radio('Stop', 'At a date and time'));
    setTime('Launch at', at(24).local);
    setTime('Stop at', at(26).local);
    await user.click(save());
    expect(
      (await screen.findAllByText(/PostHog is holding this launch for approval/)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Survey saved with its schedule')).toBeNull();
  });

  it('against the demo backend: a gate archived in PostHog is found and said', async () => {
    const armed = await armGate('Churn reasons', 24, 26);
    expect(
      (
        await call('PATCH', `/api/projects/1/feature_flags/${armed.gateId}/`, {
          active: false,
          archived: true,
        })
      ).status,
    ).toBe(200);
    const flags = db.featureFlags.length;
    const second = await openSchedule('Churn reasons');
    setTime('Stop at', at(30).local);
    await second.user.click(save());
    await reviewAndSave(second.user);
    expect((await screen.findAllByText(/archived in PostHog/)).length).toBeGreaterThan(0);
    expect(db.featureFlags).toHaveLength(flags);
  });
});
