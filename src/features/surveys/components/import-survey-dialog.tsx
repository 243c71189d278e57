import { useId, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { SurveyRecord } from '../../../contracts/survey';
import type { Written } from '../../../lib/api/client';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useCreateSurvey } from '../api/use-survey-mutations';
import { parseSurveyImport } from '../model/survey-json';

interface Props {
  projectId: number;
  open: boolean;
  onClose: () => void;
  /** The survey was created; `written.data` is null when the server's answer could not be read. */
  onImported: (written: Written<SurveyRecord>, name: string) => void;
}

export function ImportSurveyDialog(props: Props) {
  return props.open ? <ImportSurveyBody {...props} /> : null;
}

function ImportSurveyBody({ projectId, onClose, onImported }: Props) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const create = useCreateSurvey(projectId);

  const submit = () => {
    const result = parseSurveyImport(text);
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    setProblems([]);
    create.mutate(result.body, { onSuccess: (written) => onImported(written, result.body.name) });
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>Import a survey</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Choose a .json file exported from Surveyor (or paste its contents). Nothing is created unless it
            is valid.
          </DialogContentText>
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Choose file
            <input
              hidden
              type="file"
              accept="application/json,.json"
              aria-label="Survey JSON file"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (file) setText(await file.text());
              }}
            />
          </Button>
          <TextField
            label="Survey JSON"
            multiline
            minRows={8}
            maxRows={16}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          {problems.length ? (
            <Alert severity="error" role="alert">
              <AlertTitle>The file cannot be imported</AlertTitle>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {create.isError ? (
            <ApiErrorAlert error={create.error} title="The server refused the survey" />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={!text.trim() || create.isPending}>
          {create.isPending ? 'Importing…' : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
