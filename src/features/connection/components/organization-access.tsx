// What a key reaches in organizations, after "Test connection": the organization Surveyor will work in,
// and a choice when the key reaches several (or may not use the user's current one).
import { Alert, AlertTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { Organization } from '@/contracts/organization';
import { describeApiError } from '@/lib/api/describe-api-error';
import type { ConnectionReport } from '../use-test-connection';
import type { ConnectionFormValues } from '../connection.form';

type OrganizationReport = Extract<ConnectionReport, { mode: 'organization' }>;

interface Props {
  report: OrganizationReport;
  control: Control<ConnectionFormValues>;
  selectedId: string;
}

function projectsNote(org: Organization): string {
  const count = org.projects?.length;
  return count === undefined || count === null ? '' : ` (${count} projects visible to this key)`;
}

export function OrganizationAccess({ report, control, selectedId }: Props) {
  const { current, currentRefusal, organizations } = report;
  const selected = organizations.find((item) => item.id === selectedId) ?? null;

  if (!current && organizations.length === 0)
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>Connection test failed — no organization</AlertTitle>
        This key may not use your current organization in PostHog (“{currentRefusal?.detail}”), and it reaches
        no other organization Surveyor can read. Create a key for the organization you want to manage.
      </Alert>
    );

  const notes: string[] = [];
  if (report.unreadable)
    notes.push(
      `${report.unreadable} organization${report.unreadable === 1 ? '' : 's'} could not be read and ${report.unreadable === 1 ? 'is' : 'are'} not offered.`,
    );
  if (report.more) notes.push('Only the first page of organizations is offered.');
  if (report.listError) {
    const { title, message } = describeApiError(report.listError);
    notes.push(`Your other organizations could not be listed (${title}: ${message}).`);
  }

  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        <AlertTitle>
          {currentRefusal ? 'Connected — the key is limited to some organizations' : 'Connected'}
        </AlertTitle>
        {currentRefusal ? (
          <>
            PostHog refuses this key your current organization (“{currentRefusal.detail}”), so Surveyor works
            in an organization the key does reach.{' '}
          </>
        ) : null}
        Organization: <strong>{selected?.name ?? '—'}</strong>
        {selected ? projectsNote(selected) : ''}
        {notes.length ? <> {notes.join(' ')}</> : null}
      </Alert>
      {organizations.length > 1 ? (
        <Controller
          control={control}
          name="organizationId"
          render={({ field }) => (
            <TextField
              select
              label="Organization"
              value={selected ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              helperText={`The key reaches ${organizations.length} organizations. Surveyor works in one at a time; the choice is saved with the connection.`}
              sx={{ maxWidth: 480 }}
            >
              {organizations.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.id === current?.id ? `${item.name} (your current organization)` : item.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
    </Stack>
  );
}
