// Switches the surveys pages to another project. The choices are the shared project list of
// entities/project (the projects page's own cache, so a project created or deleted there shows here at
// once), one page at a time with a search through all of them on the server; or, for a key limited to
// projects (PostHog refuses it every project list), the key's projects, each read on its own.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { InputAdornment, ListSubheader, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH } from '../../../contracts/survey';
import { isUnreadable } from '../../../contracts/readable';
import { useAccess } from '../../../lib/api/access';
import { useWorkingOrganization } from '../../../entities/organization/organization-query';
import { projectQueries } from '../../../entities/project/projects.queries';

/** Choices per read: PostHog's own page size. More are reached by searching. */
const PICKER_PAGE_SIZE = 100;

interface Choice {
  id: number;
  label: string;
}

interface Choices {
  /** Null until there is something to offer. */
  choices: Choice[] | null;
  note: string | undefined;
  /** The organization has more projects than one page: offer the search. */
  searchable: boolean;
}

function useOrganizationChoices(enabled: boolean, search: string): Choices {
  const org = useWorkingOrganization();
  const orgId = enabled ? org.data?.id : undefined;
  const list = useQuery({
    ...projectQueries.list(orgId ?? '', {
      limit: PICKER_PAGE_SIZE,
      offset: 0,
      ...(search ? { search } : {}),
    }),
    enabled: orgId !== undefined,
  });
  if (org.isError || list.isError)
    return { choices: null, note: 'Could not load projects', searchable: false };
  if (!list.data) return { choices: null, note: undefined, searchable: Boolean(search) };
  const choices = list.data.results.flatMap((project): Choice[] => {
    if (!isUnreadable(project)) return [{ id: project.id, label: project.name }];
    // A row Surveyor cannot read is still a project to go to, when it has an id.
    return typeof project.id === 'number'
      ? [{ id: project.id, label: project.name ?? `Project ${project.id}` }]
      : [];
  });
  const { count, next } = list.data;
  const shown = list.data.results.length;
  // A count the server sent but Surveyor cannot use (null): whether there are more, `next` says.
  const more = count === null ? Boolean(next) : count > shown;
  const total = count === null ? (more ? 'more' : String(shown)) : String(count);
  const note = search
    ? `${total} project${total === '1' ? '' : 's'} match “${search}”${more ? `; the first ${shown} are listed` : ''}`
    : more
      ? `The first ${shown} of ${total} projects: search for the others`
      : undefined;
  return { choices, note, searchable: Boolean(search) || more };
}

function useKeyProjectChoices(ids: readonly number[]): Choices {
  const projects = useQueries({ queries: ids.map((id) => projectQueries.detail(null, id)) });
  if (projects.every((query) => query.isPending))
    return { choices: null, note: undefined, searchable: false };
  const choices = ids.map((id, index) => {
    const query = projects[index]!;
    const label = query.data?.project.name ?? `Project ${id}`;
    return { id, label: query.isError ? `${label} (could not be loaded)` : label };
  });
  return { choices, note: undefined, searchable: false };
}

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
  const access = useAccess();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  // Typing waits for a pause before it becomes a request.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const organization = useOrganizationChoices(access.mode === 'organization', search);
  const keyProjects = useKeyProjectChoices(access.mode === 'projects' ? access.projectIds : []);
  const { choices, note, searchable } = access.mode === 'projects' ? keyProjects : organization;
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
