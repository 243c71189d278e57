// The projects a survey can be copied to: the connection's projects with a search (on the server, for an
// organization with more than one page of them), each a checkbox. The survey's own project is listed but
// cannot be picked, and says why; picked projects stay picked while a search hides them.
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { MAX_SEARCH_LENGTH } from '../../../contracts/survey';
import { useProjectScope } from '../../../entities/project/project-scope';
import { useProjectChoices, type ProjectChoice } from '../../../entities/project/use-project-choices';

interface Props {
  projectId: number;
  picked: readonly ProjectChoice[];
  onChange: (picked: ProjectChoice[]) => void;
}

/**
 * The search box keeps its own text, so a keystroke draws the box alone; the list follows the search
 * once typing pauses.
 */
function SearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      size="small"
      fullWidth
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Search projects"
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
      sx={{ mb: 1 }}
    />
  );
}

const Choices = memo(function Choices({
  projectId,
  shown,
  pickedIds,
  onToggle,
}: {
  projectId: number;
  shown: readonly ProjectChoice[];
  pickedIds: ReadonlySet<number>;
  onToggle: (project: ProjectChoice) => void;
}) {
  return (
    <FormGroup aria-label="Projects" sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
      {shown.map((project) => {
        const own = project.id === projectId;
        return (
          <FormControlLabel
            key={project.id}
            control={
              <Checkbox
                size="small"
                checked={pickedIds.has(project.id)}
                disabled={own}
                onChange={() => onToggle(project)}
              />
            }
            label={
              own ? (
                <span>
                  <bdi>{project.label}</bdi>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    (this survey’s project)
                  </Typography>
                </span>
              ) : (
                <bdi>{project.label}</bdi>
              )
            }
          />
        );
      })}
    </FormGroup>
  );
});

export function ProjectChecklist({ projectId, picked, onChange }: Props) {
  const [search, setSearch] = useState('');
  const { choices, note, searchable } = useProjectChoices(useProjectScope(), search);
  const pickedIds = useMemo(() => new Set(picked.map((project) => project.id)), [picked]);
  const toggle = useCallback(
    (project: ProjectChoice) =>
      onChange(
        picked.some((other) => other.id === project.id)
          ? picked.filter((other) => other.id !== project.id)
          : [...picked, project],
      ),
    [onChange, picked],
  );
  // A picked project a search leaves out stays on the list, so it can be unpicked.
  const shown = useMemo(() => {
    const listed = choices ?? [];
    const hidden = picked.filter((project) => !listed.some((choice) => choice.id === project.id));
    return [...hidden, ...listed];
  }, [choices, picked]);
  return (
    <Box>
      {searchable || search ? <SearchBox onSearch={setSearch} /> : null}
      {note ? <FormHelperText sx={{ mt: 0, mb: 1 }}>{note}</FormHelperText> : null}
      {choices === null && !note ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Loading projects…
        </Typography>
      ) : null}
      <Choices projectId={projectId} shown={shown} pickedIds={pickedIds} onToggle={toggle} />
    </Box>
  );
}
