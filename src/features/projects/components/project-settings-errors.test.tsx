// A server 400 names the field it refuses (`attr`): its reason must sit next to that field, or in the
// summary above the form when the field is not on screen, and what was typed must stay.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render';

type Find = () => HTMLElement;
const textbox =
  (name: string): Find =>
  () =>
    screen.getByRole('textbox', { name });
const spin =
  (name: string): Find =>
  () =>
    screen.getByRole('spinbutton', { name });
const toggle =
  (name: string): Find =>
  () =>
    screen.getByRole('switch', { name });
const group =
  (name: string): Find =>
  () =>
    screen.getByRole('group', { name });

/** The 16 attributes of the review, and where each one's reason belongs (null: not on screen). */
const FIELDS: [attr: string, field: Find | null][] = [
  ['name', textbox('Name')],
  ['timezone', () => screen.getByRole('combobox', { name: 'Time zone' })],
  ['week_start_day', () => screen.getByRole('combobox', { name: 'Week starts on' })],
  ['session_recording_sample_rate', spin('Sample rate')],
  ['session_recording_minimum_duration_milliseconds', spin('Minimum duration')],
  ['app_urls', group('App URLs')],
  ['app_urls__0', textbox('App URL 1')],
  ['recording_domains', group('Recording domains')],
  ['anonymize_ips', toggle('Anonymize IP addresses')],
  ['person_display_name_properties', textbox('Person display name properties')],
  ['autocapture_opt_out', toggle('Disable autocapture')],
  // Shown only while "Capture web vitals" is on, which it is not for this project.
  ['autocapture_web_vitals_allowed_metrics', null],
  ['capture_console_log_opt_in', toggle('Capture console logs')],
  ['heatmaps_opt_in', toggle('Heatmaps')],
  ['inject_web_apps', toggle('Inject web apps')],
  ['session_recording_opt_in', toggle('Record user sessions')],
];

/** One form, saved once per attribute; the server answers each save with a 400 naming the next one. */
function answer400For(state: { attr: string }) {
  server.use(
    http.patch('/api/organizations/:org/projects/:id/', () =>
      HttpResponse.json(
        {
          type: 'validation_error',
          code: 'invalid_input',
          detail: `SERVER-SAYS-${state.attr}`,
          attr: state.attr,
        },
        { status: 400 },
      ),
    ),
  );
}

describe('project settings: server 400s', () => {
  it('shows the reason for each of the 16 fields next to it, or in the summary when it is not on screen', async () => {
    const state = { attr: '' };
    answer400For(state);
    const { user } = renderRoute('/projects/1/settings');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Acme Web (typed)');
    for (const [attr, field] of FIELDS) {
      state.attr = attr;
      const detail = `SERVER-SAYS-${attr}`;
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const summary = await screen.findByRole('alert', { name: 'Not saved: fix these settings' });
      expect(await within(summary).findByText(detail, { exact: false }), attr).toBeInTheDocument();
      if (field) expect(field(), attr).toHaveAccessibleDescription(expect.stringContaining(detail));
      expect(name).toHaveValue('Acme Web (typed)');
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    }
    // Sixteen saves, each checked by role queries: about 20 s alone on a quiet 2-core machine, so the
    // bound leaves room for a busy one.
  }, 90_000);

  it('reads a list item written with a dot (app_urls.1) too, and an unknown attr goes above the form', async () => {
    const state = { attr: 'app_urls.1' };
    answer400For(state);
    const { user } = renderRoute('/projects/1/settings');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'App URL 2' })).toHaveAccessibleDescription(
        expect.stringContaining('SERVER-SAYS-app_urls.1'),
      ),
    );
    state.attr = 'secret';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SERVER-SAYS-secret', { exact: false })).toBeInTheDocument();
  });
});
