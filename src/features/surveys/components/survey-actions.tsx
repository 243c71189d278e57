// The survey page's buttons: edit, the lifecycle step the status allows (launch, stop, resume, archive,
// unarchive), duplicate, export and delete. Writes are disabled, with the reason, for a key without
// survey:write.
import { Button, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Survey, SurveyWriteBody } from '../../../contracts/survey';
import { ScopeGate } from '../../../components/scope-gate';
import { useMissingScope } from '../../../lib/api/scopes';
import { deriveSurveyStatus } from '../../../entities/survey/model/survey-status';

interface Props {
  projectId: number;
  survey: Survey;
  /** A write is out: no second one meanwhile. */
  busy: boolean;
  onPatch: (body: SurveyWriteBody, done: string) => void;
  onDuplicate: () => void;
  onExport: () => void;
  onDelete: () => void;
}

export function SurveyActions({ projectId, survey, busy, onPatch, onDuplicate, onExport, onDelete }: Props) {
  const missingFlagWrite = useMissingScope('feature_flag:write');
  const status = deriveSurveyStatus(survey).status;

  const write = (
    label: string,
    onClick: () => void,
    options: { color?: 'error' | 'primary'; variant?: 'contained' | 'outlined' | 'text' } = {},
  ) => (
    <ScopeGate scope="survey:write" key={label}>
      {(reason) => (
        <Button
          variant={options.variant ?? 'outlined'}
          color={options.color ?? 'primary'}
          disabled={Boolean(reason) || busy}
          onClick={onClick}
        >
          {label}
        </Button>
      )}
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
          <Button
            variant="contained"
            component={RouterLink}
            to={`/projects/${projectId}/surveys/${survey.id}/edit`}
            disabled={Boolean(reason)}
          >
            Edit
          </Button>
        )}
      </ScopeGate>
      {lifecycle}
      {write('Duplicate', onDuplicate)}
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
