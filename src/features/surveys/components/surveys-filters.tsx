// The search box and the archived switch above the surveys table; both live in the URL.
import { useEffect, useState } from 'react';
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { MAX_SEARCH_LENGTH } from '@/contracts/survey-facts';
import type { SearchPatch } from '@/lib/url-state/use-search-state';
import type { SurveysSearch } from '../model/surveys-search';

interface Props {
  search: SurveysSearch;
  onChange: (patch: SearchPatch<SurveysSearch>, options?: { replace?: boolean }) => void;
}

export function SurveysFilters({ search, onChange }: Props) {
  const [searchText, setSearchText] = useState(search.search);

  // Typing waits for a pause before it becomes a request (and a history entry it replaces).
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText !== search.search) onChange({ search: searchText, page: 1 }, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, search.search, onChange]);

  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label="Search surveys"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ minWidth: 260 }}
        // PostHog refuses longer searches (MAX_SEARCH_LENGTH in posthog/helpers/trigram_search.py).
        slotProps={{ htmlInput: { maxLength: MAX_SEARCH_LENGTH } }}
        helperText={
          searchText.length >= MAX_SEARCH_LENGTH
            ? `Searches are limited to ${MAX_SEARCH_LENGTH} characters.`
            : undefined
        }
      />
      <FormControlLabel
        control={
          <Switch
            checked={search.archived === 'true'}
            onChange={(event) => onChange({ archived: event.target.checked ? 'true' : '', page: 1 })}
          />
        }
        label="Archived only"
      />
    </Stack>
  );
}
