// The survey page's buttons: edit, the lifecycle step the status allows (launch, stop, resume, archive,
// unarchive), duplicate, copy to other projects, export and delete. Writes are disabled, with the reason, for a key without
// survey:write and for a survey the user may only view (its access level); a copy is the user's own.
import type { ReactElement } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Survey, SurveyWriteBody } from '@/contracts/survey';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { useMissingScope } from '@/lib/api/scopes';
import { surveyAccessReason } from '@/entities/survey/model/survey-access';
import { deriveSurveyStatus } from '@/entities/survey/model/survey-status';
import { paths } from '@/lib/paths';

/** A control disabled for `reason`, which a tooltip and the accessible name of its wrapper give. */
function WithReason({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  // A disabled button fires no events, so the tooltip hangs on a focusable wrapper (as ScopeGate's).
  return (
    <Tooltip title={reason}>
      <Box component="span" tabIndex={0} aria-label={reason} sx={{ display: 'inline-flex' }}>
        {children}
      </Box>
    </Tooltip>
  );
}

interface Props {
  projectId: number;
  survey: Survey;
  /** A write is out: no second one meanwhile. */
  busy: boolean;
  onPatch: (body: SurveyWriteBody, done: string) => void;
  onDuplicate: () => void;
  onCopyToProjects: () => void;
  onExport: () => void;
  onDelete: () => void;
}

export function SurveyActions({
  projectId,
  survey,
  busy,
  onPatch,
  onDuplicate,
  onCopyToProjects,
  onExport,
  onDelete,
}: Props) {
  const missingFlagWrite = useMissingScope('feature_flag:write');
  const status = deriveSurveyStatus(survey).status;
  const accessReason = surveyAccessReason(survey);

  const write = (
    label: string,
    onClick: () => void,
    options: {
      color?: 'error' | 'primary';
      variant?: 'contained' | 'outlined' | 'text';
      /** It writes a new survey (a copy), not this one: the survey's access level does not matter. */
      copy?: boolean;
    } = {},
  ) => (
    <ScopeGate scope="survey:write" key={label}>
      {(reason) => {
        const ownReason = reason || options.copy ? null : accessReason;
        return (
          <WithReason reason={ownReason}>
            <Button
              variant={options.variant ?? 'outlined'}
              color={options.color ?? 'primary'}
              disabled={Boolean(reason ?? ownReason) || busy}
              onClick={onClick}
            >
              {label}
            </Button>
          </WithReason>
        );
      }}
    </ScopeGate>
  );

  const now = () => new Date().toISOString();
  const lifecycle =
    status === 'archived'
      ? [write('Unarchive', () => onPatch({ archived: false }, 'Survey unarchived'))]
      : [
          status === 'draft' || status === 'scheduled'
            ? write('Launch now', () => onPatch({ start_date: now(), end_date: null }, 'Survey launched'), {
                variant: 'contained',
              })
            : status === 'running'
              ? write('Stop now', () => onPatch({ end_date: now() }, 'Survey stopped'), {
                  variant: 'contained',
                })
              : write('Resume', () => onPatch({ end_date: null }, 'Survey resumed'), {
                  variant: 'contained',
                }),
          write('Archive', () => onPatch({ archived: true }, 'Survey archived')),
        ];

  return (
    <>
      <ScopeGate scope="survey:write">
        {(reason) => (
          <WithReason reason={reason ? null : accessReason}>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.surveyEdit(projectId, survey.id)}
              disabled={Boolean(reason ?? accessReason)}
            >
              Edit
            </Button>
          </WithReason>
        )}
      </ScopeGate>
      {lifecycle}
      {write('Duplicate', onDuplicate, { copy: true })}
      {write('Copy to projects', onCopyToProjects, { copy: true })}
      <Button onClick={onExport}>Export JSON</Button>
      {missingFlagWrite && survey.targeting_flag ? (
        // Deleting a survey deletes its targeting flag: PostHog asks for feature_flag:write too.
        <Tooltip title={`${missingFlagWrite} Deleting this survey also deletes its targeting flag.`}>
          <span tabIndex={0}>
            <Button color="error" variant="outlined" disabled>
              Delete
            </Button>
          </span>
        </Tooltip>
      ) : (
        write('Delete', onDelete, { color: 'error' })
      )}
    </>
  );
}
