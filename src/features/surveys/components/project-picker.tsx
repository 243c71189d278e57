// Switches the surveys pages to another project, among the project choices of the connection's scope
// (entities/project/use-project-choices.ts: the projects page's own reads and cache, with a search on the
// server through an organization's projects beyond the first page).
import { useEffect, useState } from 'react';
import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchField } from '@/components/form/search-field';
import { MAX_SEARCH_LENGTH } from '@/contracts/survey-facts';
import { useProjectScope } from '@/entities/project/project-scope';
import { useProjectChoices } from '@/entities/project/use-project-choices';
import { paths } from '@/lib/paths';

/** The search box at the top of the open list. Its keys are its own, not the list's type-ahead. */
function ProjectSearch({ onSearch }: { onSearch: (search: string) => void }) {
  return (
    <ListSubheader sx={{ pt: 1, pb: 1 }}>
      <SearchField
        label="Search projects"
        maxLength={MAX_SEARCH_LENGTH}
        onSearch={onSearch}
        autoFocus
        ownKeys
      />
    </ListSubheader>
  );
}

/** Switches to the same page of another project. */
export function ProjectPicker({ projectId }: { projectId: number }) {
  // The search field waits for a pause in typing before its text becomes a request.
  const [search, setSearch] = useState('');
  const { choices, note, searchable } = useProjectChoices(useProjectScope(), search);
  const navigate = useNavigate();
  const location = useLocation();
  const options = choices ?? [];

  // The current project keeps its name while a search leaves it out of the list.
  const current = options.find((project) => project.id === projectId);
  const [currentLabel, setCurrentLabel] = useState<string | null>(null);
  useEffect(() => {
    if (current) setCurrentLabel(current.label);
  }, [current]);

  return (
    <TextField
      select
      size="small"
      label="Project"
      value={String(projectId)}
      disabled={!choices && !search}
      onChange={(event) => {
        if (!event.target.value) return;
        const onActivity = location.pathname.replace(/^\/projects\/\d+\/surveys/, '').startsWith('/activity');
        navigate(onActivity ? paths.surveysActivity(event.target.value) : paths.surveys(event.target.value));
      }}
      sx={{ minWidth: 220 }}
      helperText={note}
      slotProps={{ select: { MenuProps: { autoFocus: !searchable }, onClose: () => setSearch('') } }}
    >
      {searchable ? <ProjectSearch onSearch={setSearch} /> : null}
      {!current ? (
        <MenuItem value={String(projectId)}>{currentLabel ?? `Project ${projectId}`}</MenuItem>
      ) : null}
      {options.map((project) => (
        <MenuItem key={project.id} value={String(project.id)}>
          {project.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
