import { Breadcrumbs, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { SurveyActivity } from './survey-activity';
import { ProjectPicker } from './project-picker';

export function SurveysActivityPage({ projectId }: { projectId: number }) {
  return (
    <>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
            <Link component={RouterLink} to={`/projects/${projectId}/surveys`}>
              Surveys
            </Link>
            <Typography color="text.primary">Activity</Typography>
          </Breadcrumbs>
        }
        title="Survey activity"
        subtitle="Every change to every survey of this project, newest first."
        actions={<ProjectPicker projectId={projectId} />}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SurveyActivity projectId={projectId} surveyId={null} />
      </Paper>
    </>
  );
}
