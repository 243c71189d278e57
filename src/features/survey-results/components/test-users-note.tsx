// What the view does with test users, in words: how many responses it left out (the unfiltered count less
// the filtered one), or that they are in; a project without test account filters is named, with a link to
// its settings in PostHog where they are set.
import { Alert, FormControlLabel, Link, Stack, Switch } from '@mui/material';
import { useConnection } from '@/lib/api/connection-store';
import { postHogProjectSettingsUrl } from '@/lib/api/session-only-actions';

export interface ProjectFilters {
  projectId: number;
  name: string;
  hasFilters: boolean;
  /** The project's settings have been read: until then whether it has filters is not known. */
  known: boolean;
}

export function TestUsersSwitch({
  exclude,
  disabled,
  onChange,
}: {
  exclude: boolean;
  disabled: boolean;
  onChange: (exclude: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={exclude} disabled={disabled} onChange={(_, checked) => onChange(checked)} />}
      label="Leave out test users"
    />
  );
}

export function TestUsersNote({
  exclude,
  excluded,
  projects,
  loading,
}: {
  exclude: boolean;
  excluded: number;
  projects: readonly ProjectFilters[];
  loading: boolean;
}) {
  const connection = useConnection();
  const without = projects.filter((project) => project.known && !project.hasFilters);
  return (
    <Stack spacing={1}>
      {loading ? null : exclude ? (
        <Alert severity="info">
          {excluded === 0
            ? 'No responses from test users in this range.'
            : `${excluded} ${excluded === 1 ? 'response' : 'responses'} from test users excluded, by ${projects.length > 1 ? 'each project’s' : 'the project’s'} test account filters.`}
        </Alert>
      ) : (
        <Alert severity="warning">Test users are included: these figures count their responses too.</Alert>
      )}
      {without.map((project) => {
        const href = postHogProjectSettingsUrl(connection, project.projectId);
        return (
          <Alert severity="warning" key={project.projectId}>
            <bdi>{project.name}</bdi> has no test account filters, so its test users cannot be left out.{' '}
            {href ? (
              <Link href={`${href}#internal-user-filtering`} target="_blank" rel="noreferrer">
                Set them in its PostHog settings
              </Link>
            ) : (
              'Set them under “Filter out internal and test users” in its PostHog project settings.'
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
