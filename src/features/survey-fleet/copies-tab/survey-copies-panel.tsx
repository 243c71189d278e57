// The Copies tab: this survey's family across projects (where it was copied from, every copy PostHog
// recorded, copies of copies) and, for each, where it differs from this survey. Parts picked in the
// matrix can be pushed to picked copies, or pulled back from one, each through "Review changes".
import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/feedback/empty-state';
import { IsolatedText } from '@/components/display/isolated-text';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { describeApiError } from '@/lib/api/describe-api-error';
import { useMissingScope } from '@/lib/api/scopes';
import { useProjectScope } from '@/entities/project/project-scope';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { surveyFamily } from '../model/family';
import { fleetMatrix } from '../model/fleet-matrix';
import type { CopiesPanelProps } from '@/entities/survey/ui/survey-panels';
import { fleetQueries, planFor } from '../copy-to-projects/target-facts';
import { familyQuery, familyScanQuery, lookAgain, type FamilyFacts, type FamilyScan } from './family-queries';
import { inSlot } from './read-slots';
import { ScanProgress } from './scan-progress';
import { useThrottled } from './use-throttled';
import { FleetMatrixTable } from './fleet-matrix-table';
import { SyncDialogs } from './sync-dialogs';
import { useSyncActions, type Compared } from './use-sync-actions';

/** How long the copies read for the tab are kept before it reads them again (as their facts are). */
const COPY_STALE = 30_000;
/** How often the matrix is drawn again while its copies are still being read. */
const MATRIX_EVERY = 300;
const noCopyRead = (compared: readonly Compared[]) => compared.length === 0;

/**
 * Several reads as one value that React Query shares structurally: it is the same object until one
 * read's data or state changes, so what is computed from it is not computed again when a read brings
 * back what it had.
 */
function combineReads<T>(results: UseQueryResult<T>[]) {
  return {
    data: results.map((result) => result.data),
    pending: results.map((result) => result.isPending),
    errors: results.map((result) => (result.isError ? result.error : null)),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The family's members other than this survey, each with its column's name. */
function useCompared(projectId: number, survey: CopiesPanelProps['survey'], lineage: FamilyFacts) {
  const family = useMemo(() => surveyFamily(survey.id, lineage.facts, []), [survey.id, lineage.facts]);
  const members = useMemo(
    () =>
      [...(family.source ? [family.source] : []), ...family.copies].flatMap((member) => {
        if (member.projectId === null) return [];
        const project = lineage.projectNames[member.projectId] ?? `Project ${member.projectId}`;
        const role = member === family.source ? ' (source)' : member.depth > 1 ? ' (copy of a copy)' : '';
        return [{ projectId: member.projectId, projectName: `${project}${role}`, surveyId: member.surveyId }];
      }),
    [family, lineage.projectNames],
  );
  const reads = useQueries({
    queries: members.map((member) => ({
      ...surveyQueries.detail(member.projectId, member.surveyId),
      // Read beside the projects still being looked in: they share the fleet's read slots.
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        inSlot(() => surveysApi.get(member.projectId, member.surveyId, signal)),
      staleTime: COPY_STALE,
    })),
    combine: combineReads,
  });
  // Each copy is compared in its own project's terms (its flag, cohorts and actions, as its plan maps them).
  const canWriteFlags = useMissingScope('feature_flag:write') === null;
  const sourceCohorts = useQuery(fleetQueries.sourceCohorts(survey, projectId));
  const facts = useQueries({
    queries: members.map((member) => fleetQueries.targetFacts(survey, member.projectId)),
    combine: combineReads,
  });
  const compared: Compared[] = useMemo(
    () =>
      members.flatMap((member, index) => {
        const record = reads.data[index];
        const known = facts.data[index];
        if (!record || !sourceCohorts.data || facts.pending[index]) return [];
        const remap = known
          ? planFor(
              survey,
              sourceCohorts.data,
              { id: member.projectId, name: member.projectName },
              known,
              canWriteFlags,
            ).remap
          : undefined;
        return [{ member, record, remap }];
      }),
    [members, survey, canWriteFlags, reads.data, facts.data, facts.pending, sourceCohorts.data],
  );
  const failed = members.flatMap((member, index) => {
    const error = reads.errors[index];
    return error ? [{ member, reason: describeApiError(error).message }] : [];
  });
  return {
    family,
    members,
    compared,
    failed,
    pending: reads.pending.some(Boolean) || facts.pending.some(Boolean) || sourceCohorts.isPending,
  };
}

function toggled(set: ReadonlySet<string>, id: string) {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** `scanning`: the family found so far, while the other projects are still being looked in. */
function Family({
  projectId,
  survey,
  facts,
  scanning,
}: CopiesPanelProps & { facts: FamilyFacts; scanning: boolean }) {
  const { family, members, compared: read, failed, pending } = useCompared(projectId, survey, facts);
  // The copies read so far, drawn while the next ones are read: at most every MATRIX_EVERY ms meanwhile.
  const compared = useThrottled(read, MATRIX_EVERY, noCopyRead);
  const matrix = useMemo(
    () =>
      fleetMatrix(
        survey,
        compared.map(({ member, record, remap }) => ({
          projectId: member.projectId,
          projectName: member.projectName,
          survey: record.survey,
          ...(remap ? { remap } : {}),
        })),
      ),
    [survey, compared],
  );
  const [onlyDiffering, setOnlyDiffering] = useState(true);
  // A localised copy's translations are its own work: a push keeps them unless the user says otherwise.
  const [keepOwn, setKeepOwn] = useState(true);
  const [pickedRows, setPickedRows] = useState<ReadonlySet<string>>(new Set());
  const [pickedCopies, setPickedCopies] = useState<ReadonlySet<string>>(new Set());
  const onToggleRow = useCallback((id: string) => setPickedRows((current) => toggled(current, id)), []);
  const onToggleCopy = useCallback((id: string) => setPickedCopies((current) => toggled(current, id)), []);
  const sync = useSyncActions(projectId, survey);
  const missingWrite = useMissingScope('survey:write');

  // Nothing found yet: the scan's progress says where it is.
  if (members.length === 0 && scanning) return null;
  if (members.length === 0)
    return (
      <EmptyState
        title="No copies yet"
        description={
          family.source
            ? 'This survey is a copy, but the survey it was copied from was not found in the projects this key can read.'
            : '“Copy to projects” (above) makes copies that PostHog records; they are listed here with where each differs from this survey.'
        }
      />
    );
  const rows = onlyDiffering
    ? matrix.rows.filter((row) => row.cells.some((cell) => cell.state !== 'same'))
    : matrix.rows;
  const picked = compared.filter(({ member }) => pickedCopies.has(member.surveyId));
  const parts = matrix.rows.filter((row) => pickedRows.has(row.id)).map((row) => row.id);
  const copies = family.copies.length;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {family.source ? 'This survey is a copy; its source and ' : 'This survey has '}
        {plural(copies, 'copy', 'copies')}
        {family.source ? ' are compared with it.' : ' in other projects.'} Each cell says how that survey
        differs from this one: this survey’s version → theirs.
        {scanning
          ? ' Found so far: more may be found while the other projects are looked in (a push or pull reaches only the copies shown).'
          : null}
      </Typography>
      {failed.map(({ member, reason }) => (
        <Alert key={member.surveyId} severity="warning">
          The survey in <IsolatedText text={member.projectName} /> could not be read: {reason}
        </Alert>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={onlyDiffering} onChange={(event) => setOnlyDiffering(event.target.checked)} />
          }
          label="Only parts that differ"
        />
        <FormControlLabel
          control={<Switch checked={keepOwn} onChange={(event) => setKeepOwn(event.target.checked)} />}
          label="Keep each survey’s own translations of the questions brought over"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" role="status">
          {plural(parts.length, 'part', 'parts')} and {plural(picked.length, 'survey', 'surveys')} picked
        </Typography>
        <Button
          variant="contained"
          disabled={sync.running || Boolean(missingWrite) || parts.length === 0 || picked.length === 0}
          onClick={() => void sync.push(parts, picked, { keepOwn })}
        >
          Push to picked
        </Button>
        <Button
          variant="outlined"
          disabled={sync.running || Boolean(missingWrite) || parts.length === 0 || picked.length !== 1}
          onClick={() => void sync.pull(parts, picked[0]!, { keepOwn })}
        >
          Pull from picked
        </Button>
      </Stack>
      {missingWrite ? <Alert severity="info">{missingWrite} Pushing and pulling need it.</Alert> : null}
      {pending ? (
        <Typography variant="body2" role="status" color="text.secondary">
          {compared.length
            ? `Read ${compared.length} of ${members.length}; reading the others…`
            : 'Reading the copies…'}
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        pending ? null : (
          <Alert severity="success">Every copy has this survey’s version of every part.</Alert>
        )
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

const foundSoFar = (scan: FamilyScan | null) => scan?.found ?? null;

export default function SurveyCopiesPanel({ projectId, survey }: CopiesPanelProps) {
  const scope = useProjectScope();
  const facts = useQuery(familyQuery(scope, projectId, survey.id));
  // What the scan under way has found (null while the projects are listed), shown until it ends: the
  // same data as once every project is read, drawn again only when it changes (not per project looked in).
  const found = useQuery({ ...familyScanQuery(scope, projectId, survey.id), select: foundSoFar }).data;
  const data = facts.data ?? (facts.isFetching ? (found ?? undefined) : undefined);
  const queryClient = useQueryClient();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Copies in other projects
        </Typography>
        <Button
          size="small"
          onClick={() => void lookAgain(queryClient, survey.id)}
          disabled={facts.isFetching}
        >
          Look again
        </Button>
      </Stack>
      <Stack spacing={1.5}>
        {facts.isError ? (
          <ApiErrorAlert
            error={facts.error}
            title="Could not read the survey’s copies"
            onRetry={() => void facts.refetch()}
          />
        ) : null}
        {facts.isFetching ? <ScanProgress scope={scope} projectId={projectId} surveyId={survey.id} /> : null}
        {data === undefined ? (
          facts.isError ? null : (
            <LinearProgress aria-label="Looking for copies" />
          )
        ) : (
          <>
            {data.unread.length ? (
              <Alert severity="warning">
                {plural(data.unread.length, 'project', 'projects')} could not be looked in:{' '}
                {data.unread.map((item) => `${item.projectName} (${item.reason})`).join('; ')}
              </Alert>
            ) : null}
            {!data.complete ? (
              <Alert severity="info">
                Only the first {data.projects} projects of the organization were looked in.
              </Alert>
            ) : null}
            <Family projectId={projectId} survey={survey} facts={data} scanning={facts.data === undefined} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
