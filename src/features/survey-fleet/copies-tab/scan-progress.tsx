// How far the Copies tab has looked for the survey's family: every project of the organization is read
// (PostHog records a copy's source only in the copy's own project), which takes a while in a large
// organization, so the tab says how many projects it has looked in and what it found meanwhile.
import { LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ProjectScope } from '@/entities/project/project-scope';
import { familyScanQuery, type FamilyScan } from './family-queries';

const count = (value: number) => value.toLocaleString('en-US');

const progressOf = (scan: FamilyScan | null) =>
  scan ? { looked: scan.looked, projects: scan.found.projects } : null;

interface Props {
  scope: ProjectScope;
  projectId: number;
  surveyId: string;
}

/** The family's scan as it goes, drawn apart from the family so a project looked in redraws this alone. */
export function ScanProgress({ scope, projectId, surveyId }: Props) {
  const progress = useQuery({ ...familyScanQuery(scope, projectId, surveyId), select: progressOf }).data;
  if (!progress) return null;
  const { looked, projects } = progress;
  const percent = projects ? Math.round((looked / projects) * 100) : 100;
  const said = `Looked in ${count(looked)} of ${count(projects)} projects`;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary" role="status">
        {said}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Projects looked in"
        aria-valuetext={said}
      />
    </Stack>
  );
}
