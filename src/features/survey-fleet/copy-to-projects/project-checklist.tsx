// The projects a survey can be copied to: the connection's projects with a search (on the server, for an
// organization with more than one page of them), each a checkbox. The survey's own project is listed but
// cannot be picked, and says why; picked projects stay picked while a search hides them.
import { memo, useCallback, useMemo, useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, Typography } from '@mui/material';
import { SearchField } from '@/components/form/search-field';
import { MAX_SEARCH_LENGTH } from '@/contracts/survey-facts';
import { useProjectScope } from '@/entities/project/project-scope';
import { useProjectChoices, type ProjectChoice } from '@/entities/project/use-project-choices';

interface Props {
  projectId: number;
  picked: readonly ProjectChoice[];
  onChange: (picked: ProjectChoice[]) => void;
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
      {/* The field keeps its own text: a keystroke draws it alone, the list follows once typing pauses. */}
      {searchable || search ? (
        <SearchField
          label="Search projects"
          maxLength={MAX_SEARCH_LENGTH}
          onSearch={setSearch}
          sx={{ mb: 1 }}
        />
      ) : null}
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
