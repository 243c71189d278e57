// The Copies tab: this survey's family across projects (where it was copied from, every copy PostHog
// recorded) and, for each copy, where it differs from this survey. Parts picked in the matrix can be
// pushed to picked copies, or pulled back from one copy, each through "Review changes".
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Link, Paper, Stack, Switch, Typography } from '@mui/material';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { IsolatedText } from '../../../components/isolated-text';
import { useNotify } from '../../../components/notifications';
import { QueryBoundary } from '../../../components/query-boundary';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useMissingScope } from '../../../lib/api/scopes';
import { useProjectScope } from '../../../entities/project/project-scope';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';
import { fleetMatrix } from '../../../entities/survey/fleet/fleet-matrix';
import type { CopiesPanelProps } from '../../../entities/survey/ui/survey-panels';
import { familyKey, familyQuery, type FamilyMember, type SurveyFamily } from './family-queries';
import { FleetMatrixTable } from './fleet-matrix-table';
import { SyncDialogs } from './sync-dialogs';
import { useSyncActions } from './use-sync-actions';

function FamilyLine({ family, projectId, surveyId }: { family: SurveyFamily; projectId: number; surveyId: string }) {
  const { root } = family;
  const others = family.copies.filter((copy) => copy.surveyId !== surveyId).length;
  if (family.sourceId && root && root.surveyId !== surveyId)
    return (
      <Typography variant="body2">
        Copied from{' '}
        <Link component={RouterLink} to={`/projects/${root.projectId}/surveys/${root.surveyId}`}>
          the survey in <IsolatedText text={root.projectName} />
        </Link>
        {others ? `; ${others} other cop${others === 1 ? 'y' : 'ies'} of it are compared too.` : '.'}
      </Typography>
    );
  if (family.sourceId)
    return (
      <Typography variant="body2">
        Copied from a survey ({family.sourceId}) that was not found in the projects this key can read.
      </Typography>
    );
  return (
    <Typography variant="body2">
      {family.copies.length} cop{family.copies.length === 1 ? 'y' : 'ies'} of this survey in{' '}
      {new Set(family.copies.map((copy) => copy.projectId)).size} project
      {new Set(family.copies.map((copy) => copy.projectId)).size === 1 ? '' : 's'}
      {projectId ? '' : ''}.
    </Typography>
  );
}

function Matrix({ projectId, survey, family }: CopiesPanelProps & { family: SurveyFamily }) {
  const members: FamilyMember[] = useMemo(
    () =>
      [...(family.root && family.root.surveyId !== survey.id ? [family.root] : []), ...family.copies].filter(
        (member) => member.surveyId !== survey.id,
      ),
    [family, survey.id],
  );
  const reads = useQueries({
    queries: members.map((member) => surveyQueries.detail(member.projectId, member.surveyId)),
  });
  const loaded = members.flatMap((member, index) => {
    const data = reads[index]?.data;
    return data ? [{ member, record: data }] : [];
  });
  const failed = members.flatMap((member, index) => {
    const read = reads[index];
    return read?.isError ? [{ member, reason: describeApiError(read.error).message }] : [];
  });
  const pending = reads.some((read) => read.isPending);
  const stamp = reads.map((read) => read.dataUpdatedAt).join(',');
  const matrix = useMemo(
    () =>
      fleetMatrix(
        survey,
        loaded.map(({ member, record }) => ({
          projectId: member.projectId,
          projectName: member.projectName,
          survey: record.survey,
        })),
      ),
    // The copies' reads are new arrays on every render; their update times say when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [survey, stamp],
  );
  const [onlyDiffering, setOnlyDiffering] = useState(true);
  const [pickedRows, setPickedRows] = useState<ReadonlySet<string>>(new Set());
  const [pickedCopies, setPickedCopies] = useState<ReadonlySet<string>>(new Set());
  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  const onToggleRow = useCallback((id: string) => setPickedRows((current) => toggle(current, id)), []);
  const onToggleCopy = useCallback((id: string) => setPickedCopies((current) => toggle(current, id)), []);
  const rows = onlyDiffering ? matrix.rows.filter((row) => row.cells.some((cell) => cell.state !== 'same')) : matrix.rows;
  const sync = useSyncActions({ projectId, survey, loaded });
  const missingWrite = useMissingScope('survey:write');
  const copies = loaded.filter(({ member }) => pickedCopies.has(member.surveyId));
  const parts = [...pickedRows];
  const busy = sync.running;

  if (members.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {failed.map(({ member, reason }) => (
        <Alert key={member.surveyId} severity="warning">
          The copy in <IsolatedText text={member.projectName} /> could not be read: {reason}
        </Alert>
      ))}
      {pending ? (
        <Typography variant="body2" role="status" color="text.secondary">
          Reading the copies…
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={onlyDiffering} onChange={(event) => setOnlyDiffering(event.target.checked)} />}
          label="Only parts that differ"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {parts.length} part{parts.length === 1 ? '' : 's'} and {copies.length} cop
          {copies.length === 1 ? 'y' : 'ies'} picked
        </Typography>
        <Button
          variant="contained"
          disabled={busy || Boolean(missingWrite) || parts.length === 0 || copies.length === 0}
          title={missingWrite ?? undefined}
          onClick={() => void sync.push(parts, copies)}
        >
          Push to picked copies
        </Button>
        <Button
          variant="outlined"
          disabled={busy || Boolean(missingWrite) || parts.length === 0 || copies.length !== 1}
          title={copies.length > 1 ? 'Pick one copy to pull from' : (missingWrite ?? undefined)}
          onClick={() => void sync.pull(parts, copies[0]!)}
        >
          Pull from picked copy
        </Button>
      </Stack>
      {rows.length === 0 && !pending ? (
        <Alert severity="success">Every copy read has this survey’s version of every part.</Alert>
      ) : (
        <FleetMatrixTable
          matrix={matrix}
          rows={rows}
          pickedRows={pickedRows}
          pickedCopies={pickedCopies}
          onToggleRow={onToggleRow}
          onToggleCopy={onToggleCopy}
        />
      )}
      <SyncDialogs check={sync.check} />
    </Stack>
  );
}

export default function SurveyCopiesPanel({ projectId, survey }: CopiesPanelProps) {
  const scope = useProjectScope();
  const family = useQuery(familyQuery(scope, projectId, survey.id));
  const queryClient = useQueryClient();
  const notify = useNotify();
  void notify;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Copies in other projects
        </Typography>
        <Button
          size="small"
          onClick={() => void queryClient.invalidateQueries({ queryKey: familyKey(survey.id) })}
          disabled={family.isFetching}
        >
          Look again
        </Button>
      </Stack>
      <QueryBoundary query={family} errorTitle="Could not read the survey’s copies" loadingLabel="Looking for copies">
        {(data) => (
          <Stack spacing={1.5}>
            <FamilyLine family={data} projectId={projectId} surveyId={survey.id} />
            {data.unread.length ? (
              <Alert severity="warning">
                {data.unread.length} project{data.unread.length === 1 ? '' : 's'} could not be looked in:{' '}
                {data.unread.map((item) => `${item.projectName} (${item.reason})`).join('; ')}
              </Alert>
            ) : null}
            {!data.complete ? (
              <Alert severity="info">Only the first {data.projects} projects of the organization were looked in.</Alert>
            ) : null}
            {data.copies.length === 0 && !data.sourceId ? (
              <EmptyState
                title="No copies yet"
                description="“Copy to projects” (above) makes copies that PostHog records; they are listed here with where each differs from this survey."
              />
            ) : (
              <Matrix projectId={projectId} survey={survey} family={data} />
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Paper>
  );
}
