// The columns of the surveys table.
import { Box, Link, Stack, Tooltip, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as RouterLink } from 'react-router-dom';
import { formatProblem, type ReadProblem } from '@/contracts/readable';
import type { Survey } from '@/contracts/survey';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { surveyTypeName } from '@/entities/survey/model/survey-types';
import type { GateReading } from '@/entities/survey/api/survey-gate';
import { SurveyStatusChip } from '@/entities/survey/ui/survey-status-chip';
import { paths } from '@/lib/paths';

/** A readable row of the list: the survey and the parts of it Surveyor could not read. */
export interface SurveyRow {
  survey: Survey;
  problems: readonly ReadProblem[];
}

/** The response counts of the project's surveys, as far as they are known. */
export type ResponseCounts =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; counts: Record<string, number> };

const date = (value: string | null | undefined) => (value ? new Date(value).toLocaleDateString() : '—');

function Responses({ survey, responses }: { survey: Survey; responses: ResponseCounts }) {
  if (responses.state === 'failed')
    return (
      <Tooltip title="Response counts could not be loaded">
        <span>?</span>
      </Tooltip>
    );
  if (responses.state === 'loading') return '…';
  // Own keys only: the counts are keyed by ids the server chose.
  return (Object.hasOwn(responses.counts, survey.id) ? responses.counts[survey.id]! : 0).toLocaleString();
}

export function surveyColumns(
  projectId: number,
  responses: ResponseCounts,
  /** A scheduled survey's gate and its changes, read once for the page. */
  gateOf: (survey: Survey) => GateReading | null = () => null,
): DataTableColumn<SurveyRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ survey, problems }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={paths.survey(projectId, survey.id)} sx={{ fontWeight: 500 }}>
            <bdi>{survey.name}</bdi>
          </Link>
          {problems.length ? (
            <Tooltip title={`Some of its data cannot be read: ${problems.map(formatProblem).join('; ')}`}>
              <Box
                component="span"
                role="img"
                tabIndex={0}
                aria-label={`${survey.name} has data Surveyor cannot read`}
                sx={{ display: 'inline-flex' }}
              >
                <WarningAmberIcon fontSize="small" color="warning" />
              </Box>
            </Tooltip>
          ) : null}
        </Stack>
      ),
    },
    { id: 'type', header: 'Type', cell: ({ survey }) => surveyTypeName(survey.type) },
    {
      id: 'questions',
      header: 'Questions',
      align: 'right',
      cell: ({ survey }) => survey.questions?.length ?? 0,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ survey }) => <SurveyStatusChip survey={survey} gate={gateOf(survey)} />,
    },
    { id: 'start', header: 'Start', cell: ({ survey }) => date(survey.start_date) },
    { id: 'end', header: 'End', cell: ({ survey }) => date(survey.end_date) },
    {
      id: 'responses',
      header: 'Responses',
      align: 'right',
      cell: ({ survey }) => <Responses survey={survey} responses={responses} />,
    },
    {
      id: 'created',
      header: 'Created',
      cell: ({ survey }) => (
        <>
          <Typography variant="body2">{date(survey.created_at)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {survey.created_by ? `by ${survey.created_by.first_name || survey.created_by.email}` : ''}
          </Typography>
        </>
      ),
    },
  ];
}
