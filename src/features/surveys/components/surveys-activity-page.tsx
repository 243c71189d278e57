import { Paper } from '@mui/material';
import { PageHeader } from '@/components/navigation/page-header';
import { RouteBreadcrumbs } from '@/components/navigation/route-breadcrumbs';
import { SurveyActivity } from './survey-activity';
import { ProjectPicker } from './project-picker';

export function SurveysActivityPage({ projectId }: { projectId: number }) {
  return (
    <>
      <PageHeader
        breadcrumbs={<RouteBreadcrumbs />}
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
