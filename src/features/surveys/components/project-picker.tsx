import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { surveyQueries } from '../api/surveys.queries';

/** Switches to the same page of another project. */
export function ProjectPicker({ projectId }: { projectId: number }) {
  const projects = useQuery(surveyQueries.projects());
  const navigate = useNavigate();
  const location = useLocation();
  const options = projects.data?.results ?? [];
  const known = options.some((project) => project.id === projectId);
  return (
    <TextField
      select
      size="small"
      label="Project"
      value={known ? String(projectId) : ''}
      disabled={!projects.data}
      onChange={(event) => {
        const rest = location.pathname.replace(/^\/projects\/\d+\/surveys/, '').startsWith('/activity')
          ? '/activity'
          : '';
        navigate(`/projects/${event.target.value}/surveys${rest}`);
      }}
      sx={{ minWidth: 220 }}
      helperText={projects.isError ? 'Could not load projects' : undefined}
    >
      {!known ? <MenuItem value="">Project {projectId}</MenuItem> : null}
      {options.map((project) => (
        <MenuItem key={project.id} value={String(project.id)}>
          {project.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
