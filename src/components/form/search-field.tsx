// A search box that keeps its own text, so a keystroke draws the box alone, and says what to search for
// (trimmed) once typing pauses: the list it filters is drawn, or asked of the server, once per pause.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** How long typing pauses before the text is searched for. */
export const SEARCH_PAUSE_MS = 300;

interface Props {
  /** Its name, also shown in it while it is empty. */
  label: string;
  onSearch: (search: string) => void;
  maxLength?: number;
  autoFocus?: boolean;
  /** Its keys are its own, not the type-ahead of the menu it sits in (Escape still closes the menu). */
  ownKeys?: boolean;
  sx?: SxProps<Theme>;
}

export function SearchField({ label, onSearch, maxLength, autoFocus, ownKeys, sx }: Props) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  const keepKeys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') event.stopPropagation();
  };
  return (
    <TextField
      size="small"
      fullWidth
      autoFocus={autoFocus}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={ownKeys ? keepKeys : undefined}
      placeholder={label}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
}
