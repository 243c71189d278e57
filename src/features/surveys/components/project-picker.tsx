import { useQueries, useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { isUnreadable } from '../../../contracts/readable';
import { useAccess } from '../../../lib/api/access';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';

interface Choice {
  id: number;
  label: string;
}

/**
 * The projects to choose from: one page of the working organization's projects, or the projects of a
 * key limited to projects (PostHog refuses it every project list), each read on its own.
 */
function useProjectChoices(): { choices: Choice[] | null; note: string | undefined } {
  const access = useAccess();
  const list = useQuery({
    ...surveyQueries.organizationProjects(access.mode === 'organization' ? access.organizationId : null),
    enabled: access.mode === 'organization',
  });
  const ids = access.mode === 'projects' ? access.projectIds : [];
  const projects = useQueries({ queries: ids.map((id) => surveyQueries.pickerProject(id)) });

  if (access.mode === 'projects') {
    if (projects.every((query) => query.isPending)) return { choices: null, note: undefined };
    const choices = ids.map((id, index) => {
      const query = projects[index]!;
      const label = query.data?.project.name ?? `Project ${id}`;
      return { id, label: query.isError ? `${label} (could not be loaded)` : label };
    });
    return { choices, note: undefined };
  }
  if (list.isError) return { choices: null, note: 'Could not load projects' };
  if (!list.data) return { choices: null, note: undefined };
  const choices = list.data.results.flatMap((project): Choice[] => {
    if (!isUnreadable(project)) return [{ id: project.id, label: project.name }];
    // A row Surveyor cannot read is still a project to go to, when it has an id.
    return typeof project.id === 'number'
      ? [{ id: project.id, label: project.name ?? `Project ${project.id}` }]
      : [];
  });
  const { count } = list.data;
  const note =
    count > list.data.results.length
      ? `The first ${list.data.results.length} of ${count} projects`
      : undefined;
  return { choices, note };
}

/** Switches to the same page of another project. */
export function ProjectPicker({ projectId }: { projectId: number }) {
  const { choices, note } = useProjectChoices();
  const navigate = useNavigate();
  const location = useLocation();
  const options = choices ?? [];
  const known = options.some((project) => project.id === projectId);
  return (
    <TextField
      select
      size="small"
      label="Project"
      value={known ? String(projectId) : ''}
      disabled={!choices}
      onChange={(event) => {
        const rest = location.pathname.replace(/^\/projects\/\d+\/surveys/, '').startsWith('/activity')
          ? '/activity'
          : '';
        navigate(`/projects/${event.target.value}/surveys${rest}`);
      }}
      sx={{ minWidth: 220 }}
      helperText={note}
    >
      {!known ? <MenuItem value="">Project {projectId}</MenuItem> : null}
      {options.map((project) => (
        <MenuItem key={project.id} value={String(project.id)}>
          {project.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
