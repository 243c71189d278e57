// The projects a survey can be copied to: the connection's projects with a search (on the server, for an
// organization with more than one page of them), each a checkbox. The survey's own project is listed but
// cannot be picked, and says why; picked projects stay picked while a search hides them.
import { useEffect, useState } from 'react';
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

export function ProjectChecklist({ projectId, picked, onChange }: Props) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Typing waits for a pause before it becomes a request.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { choices, note, searchable } = useProjectChoices(useProjectScope(), search);
  const pickedIds = new Set(picked.map((project) => project.id));
  const toggle = (project: ProjectChoice) =>
    onChange(
      pickedIds.has(project.id) ? picked.filter((other) => other.id !== project.id) : [...picked, project],
    );
  // A picked project a search leaves out stays on the list, so it can be unpicked.
  const shown = choices ?? [];
  const hiddenPicked = picked.filter((project) => !shown.some((choice) => choice.id === project.id));
  return (
    <Box>
      {searchable || text ? (
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
      ) : null}
      {note ? <FormHelperText sx={{ mt: 0, mb: 1 }}>{note}</FormHelperText> : null}
      {choices === null && !note ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Loading projects…
        </Typography>
      ) : null}
      <FormGroup aria-label="Projects" sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {[...hiddenPicked, ...shown].map((project) => {
          const own = project.id === projectId;
          return (
            <FormControlLabel
              key={project.id}
              control={
                <Checkbox
                  size="small"
                  checked={pickedIds.has(project.id)}
                  disabled={own}
                  onChange={() => toggle(project)}
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
    </Box>
  );
}
