// A survey's History tab: its versions rebuilt from the activity log (who, when, what changed), each
// compared with the survey as it is now in the words of the review dialog, and "Restore this version",
// which opens the editor with that version as unsaved changes (the save then goes through the review).
// Where the log lacks what a version needs, that version says so instead.
import { Fragment, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { ActivityEntry } from '@/contracts/common';
import type { SurveyRecord } from '@/contracts/survey';
import { actorName, relativeTime } from '@/components/display/activity-list';
import { IsolatedText } from '@/components/display/isolated-text';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { isolate, withoutIsolates } from '@/lib/bidi';
import { useMissingScope } from '@/lib/api/scopes';
import { HISTORY_PAGES } from '@/entities/survey/api/surveys.api';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import {
  restoreVersionState,
  unrestoredChanges,
  unrestoredWords,
} from '@/entities/survey/versions/restore-version';
import { diffSurveys } from '@/entities/survey/versions/survey-diff';
import { settingLabel } from '@/entities/survey/versions/survey-diff-words';
import {
  rebuildHistory,
  restorableVersion,
  type SurveyVersion,
} from '@/entities/survey/versions/survey-history';
import { SurveyDiffView } from '@/entities/survey/ui/survey-diff-view';
import { paths } from '@/lib/paths';

const stamp = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "the version of 3 Nov 2026, 10:02 by Maya". */
function versionName(version: SurveyVersion): string {
  if (!version.entry)
    return version.unreadable ? 'the version of an unreadable entry' : 'the earliest version in the log';
  const who = actorName(version.entry);
  return `the version of ${stamp(version.entry.created_at)} by ${who ? isolate(who) : 'the system'}`;
}

/**
 * "Start date" → "start date" in a sentence ("Display conditions: URL" keeps its URL; a field named by
 * the server starts with its isolation mark and stays as written).
 */
const lowerFirst = (label: string) => `${label.charAt(0).toLowerCase()}${label.slice(1)}`;

/** What an entry did, in a line: "Maya updated questions, Appearance", "Demo created the survey". */
function summary(version: SurveyVersion): string {
  if (version.unreadable) return 'An entry that cannot be read';
  const entry = version.entry as ActivityEntry | null;
  if (!entry) return 'The earliest version the log describes (its creation is not in the log)';
  const name = actorName(entry);
  const who = name ? isolate(name) : 'The system';
  if (entry.activity === 'created') return `${who} created the survey`;
  const fields = [
    ...new Set(
      version.changed.map((field) => (field === 'targeting_flag_filters' ? 'targeting_flag' : field)),
    ),
  ];
  return fields.length
    ? `${who} ${isolate(entry.activity)} ${fields.map((field) => lowerFirst(settingLabel(field))).join(', ')}`
    : `${who} ${isolate(entry.activity)} the survey`;
}

function VersionItem({
  version,
  record,
  onRestore,
  restoreBlocked,
}: {
  version: SurveyVersion;
  record: SurveyRecord;
  onRestore: (version: SurveyVersion) => void;
  restoreBlocked: string | null;
}) {
  const [comparing, setComparing] = useState(false);
  const diffId = useId();
  const unrestoredId = useId();
  const name = versionName(version);
  // Said before the click: what the editor cannot bring back of this version stays as it is now.
  const { survey, current, gap } = version;
  const unrestored = useMemo(
    () => (survey && !current && !gap ? unrestoredWords(unrestoredChanges(survey, record.raw)) : []),
    [survey, current, gap, record.raw],
  );
  const diff = useMemo(
    () => (comparing && version.survey ? diffSurveys(version.survey, record.raw) : null),
    [comparing, version.survey, record.raw],
  );
  return (
    <ListItem divider disableGutters aria-label={withoutIsolates(name)} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        {version.current ? <Chip size="small" color="primary" label="Current version" /> : null}
        <Typography component="span" sx={{ fontWeight: 500 }}>
          <IsolatedText text={summary(version)} />
        </Typography>
        {version.entry ? (
          <Typography component="span" variant="body2" color="text.secondary">
            <time dateTime={version.entry.created_at} title={stamp(version.entry.created_at)}>
              {relativeTime(version.entry.created_at)}
            </time>{' '}
            · {stamp(version.entry.created_at)}
          </Typography>
        ) : null}
      </Stack>
      {version.entryGap ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <IsolatedText text={version.entryGap} />
        </Typography>
      ) : null}
      {version.gap ? (
        <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
          <IsolatedText text={version.gap} />
        </Alert>
      ) : version.current ? null : (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            aria-expanded={comparing}
            aria-controls={diffId}
            onClick={() => setComparing((open) => !open)}
          >
            {comparing ? 'Hide changes since' : 'Changes since this version'}
          </Button>
          <Tooltip title={restoreBlocked ?? ''}>
            <span>
              <Button
                size="small"
                variant="contained"
                disabled={Boolean(restoreBlocked)}
                aria-describedby={unrestored.length ? unrestoredId : undefined}
                onClick={() => onRestore(version)}
              >
                Restore this version
              </Button>
            </span>
          </Tooltip>
        </Stack>
      )}
      {unrestored.length ? (
        <Typography id={unrestoredId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {unrestored.map((line, index) => (
            <Fragment key={line}>
              {index > 0 ? ' ' : null}
              <IsolatedText text={line} />
            </Fragment>
          ))}
        </Typography>
      ) : null}
      {diff ? (
        <Box id={diffId} sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            From <IsolatedText text={name} /> to now:
          </Typography>
          <SurveyDiffView diff={diff} empty="It is the same as the current version." />
        </Box>
      ) : null}
    </ListItem>
  );
}

export function SurveyHistory({ projectId, record }: { projectId: number; record: SurveyRecord }) {
  const missingRead = useMissingScope('activity_log:read');
  const missingWrite = useMissingScope('survey:write');
  const navigate = useNavigate();
  const surveyId = record.survey.id;
  const log = useQuery({ ...surveyQueries.history(projectId, surveyId), enabled: !missingRead });
  if (missingRead)
    return (
      <Alert severity="info">
        No history to show: {missingRead} The history is rebuilt from the activity log, which needs{' '}
        <code>activity_log:read</code>.
      </Alert>
    );
  const restore = (version: SurveyVersion) => {
    if (!version.survey) return;
    navigate(paths.surveyEdit(projectId, surveyId), {
      state: restoreVersionState({
        survey: restorableVersion(version.survey, record.raw),
        label: versionName(version),
      }),
    });
  };
  return (
    <QueryBoundary query={log} errorTitle="The history is unavailable" loadingLabel="Loading the history">
      {(data) => (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Versions rebuilt from the activity log, newest first. Restoring opens the editor with that
            version; you review what changes before it is saved.
          </Typography>
          {!data.complete ? (
            <Alert severity="info">
              Only the newest {HISTORY_PAGES * 100} log entries were read; older versions are not listed.
            </Alert>
          ) : null}
          <VersionPages
            entries={data.entries}
            record={record}
            onRestore={restore}
            restoreBlocked={missingWrite}
          />
        </Stack>
      )}
    </QueryBoundary>
  );
}

/** Versions shown at once: a busy survey's log has thousands, and each row compares its version with now. */
const VERSIONS_PER_PAGE = 50;

function VersionPages({
  entries,
  record,
  onRestore,
  restoreBlocked,
}: {
  entries: Parameters<typeof rebuildHistory>[1];
  record: SurveyRecord;
  onRestore: (version: SurveyVersion) => void;
  restoreBlocked: string | null;
}) {
  const versions = useMemo(() => rebuildHistory(record.raw, entries, stamp), [record.raw, entries]);
  const [first, setFirst] = useState(0);
  const start = Math.min(first, Math.max(0, versions.length - VERSIONS_PER_PAGE));
  const shown = versions.slice(start, start + VERSIONS_PER_PAGE);
  const paged = versions.length > VERSIONS_PER_PAGE;
  const older = start + VERSIONS_PER_PAGE < versions.length;
  return (
    <>
      <List aria-label="Versions" disablePadding>
        {shown.map((version, index) => (
          <VersionItem
            key={version.entry?.id ?? `version-${start + index}`}
            version={version}
            record={record}
            onRestore={onRestore}
            restoreBlocked={restoreBlocked}
          />
        ))}
      </List>
      {paged ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Versions {start + 1}–{start + shown.length} of {versions.length}
          </Typography>
          <Button size="small" disabled={start === 0} onClick={() => setFirst(0)}>
            Newest versions
          </Button>
          <Button
            size="small"
            disabled={start === 0}
            onClick={() => setFirst(Math.max(0, start - VERSIONS_PER_PAGE))}
          >
            Newer versions
          </Button>
          <Button size="small" disabled={!older} onClick={() => setFirst(start + VERSIONS_PER_PAGE)}>
            Older versions
          </Button>
          <Button
            size="small"
            disabled={!older}
            onClick={() => setFirst(versions.length - VERSIONS_PER_PAGE)}
          >
            Oldest versions
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
