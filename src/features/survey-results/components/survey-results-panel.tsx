// The survey page's Results tab: what came back for this survey, test users left out by the project's own
// filters; its copies in other projects can be counted with it on Results across surveys.
import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Survey } from '@/contracts/survey';
import { writePicks } from '../model/results-search';
import { ResultsScreen } from './results-screen';
import { paths } from '@/lib/paths';

export default function SurveyResultsPanel({ projectId, survey }: { projectId: number; survey: Survey }) {
  const surveys = useMemo(
    () => [{ projectId, projectName: `Project ${projectId}`, survey }],
    [projectId, survey],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" color="text.secondary">
          Combine this survey with its copies, its language versions or other surveys:
        </Typography>
        <Button
          size="small"
          component={RouterLink}
          to={paths.surveysResults(projectId, writePicks([{ projectId, surveyId: survey.id }]))}
        >
          Results across surveys
        </Button>
      </Stack>
      <ResultsScreen surveys={surveys} />
    </Stack>
  );
}
