// Switches the surveys pages to another project, among the project choices of the connection's scope
// (entities/project/use-project-choices.ts: the projects page's own reads and cache, with a search on the
// server through an organization's projects beyond the first page).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { InputAdornment, ListSubheader, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH } from '../../../contracts/survey';
import { useProjectScope } from '../../../entities/project/project-scope';
import { useProjectChoices } from '../../../entities/project/use-project-choices';

/** The search box at the top of the open list. Its keys are its own, not the list's type-ahead. */
function ProjectSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const stopTypeAhead = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') event.stopPropagation();
  };
  return (
    <ListSubheader sx={{ pt: 1, pb: 1 }}>
      <TextField
        size="small"
        fullWidth
        autoFocus
        placeholder="Search projects"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={stopTypeAhead}
        slotProps={{
          htmlInput: { 'aria-label': 'Search projects', maxLength: MAX_SEARCH_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </ListSubheader>
  );
}

/** Switches to the same page of another project. */
export function ProjectPicker({ projectId }: { projectId: number }) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  // Typing waits for a pause before it becomes a request.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
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
        const rest = location.pathname.replace(/^\/projects\/\d+\/surveys/, '').startsWith('/activity')
          ? '/activity'
          : '';
        navigate(`/projects/${event.target.value}/surveys${rest}`);
      }}
      sx={{ minWidth: 220 }}
      helperText={note}
      slotProps={{ select: { MenuProps: { autoFocus: !searchable }, onClose: () => setSearchText('') } }}
    >
      {searchable ? <ProjectSearch value={searchText} onChange={setSearchText} /> : null}
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
