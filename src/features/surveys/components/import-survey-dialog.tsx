import { useState } from 'react';
import { Alert, AlertTitle, Button, DialogContentText, Stack, TextField } from '@mui/material';
import { formatBytes, MAX_REQUEST_BYTES } from '@/contracts/limits';
import type { SurveyRecord } from '@/contracts/survey';
import type { Written } from '@/lib/api/client';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { DecisionDialog } from '@/components/dialogs/decision-dialog';
import { useCreateSurvey } from '@/entities/survey/api/use-survey-mutations';
import { parseSurveyImport } from '@/entities/survey/model/survey-json';
import { afterNextPaint } from '@/lib/react/after-next-paint';

interface Props {
  projectId: number;
  open: boolean;
  onClose: () => void;
  /**
   * The survey was created; `written.data` is null when the server's answer could not be read. With
   * data, the caller opens the survey's page: the lists are not read again until they are shown.
   */
  onImported: (written: Written<SurveyRecord>, name: string) => void;
}

export function ImportSurveyDialog(props: Props) {
  return props.open ? <ImportSurveyBody {...props} /> : null;
}

/** Past this, a chosen file is not shown in the text field: a large textarea makes typing crawl. */
const SHOWN_BYTES = 256 * 1024;

const tooLarge = (bytes: number) =>
  `The file is ${formatBytes(bytes)}, and PostHog refuses requests over ${formatBytes(MAX_REQUEST_BYTES)}, so it cannot be imported.`;

function ImportSurveyBody({ projectId, onClose, onImported }: Props) {
  const [text, setText] = useState('');
  /** A chosen file too large to show: its text, kept out of the text field. */
  const [file, setFile] = useState<{ name: string; size: number; text: string } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** Validated, and on its way to being sent (the next task). */
  const [sending, setSending] = useState(false);
  const create = useCreateSurvey(projectId, { opensTheSurvey: true });
  const busy = sending || create.isPending;

  const choose = async (chosen: File) => {
    setProblems([]);
    // Refused by its size before a byte is read: reading a huge file is what freezes the tab.
    if (chosen.size > MAX_REQUEST_BYTES) {
      setFile(null);
      setProblems([tooLarge(chosen.size)]);
      return;
    }
    const content = await chosen.text();
    if (chosen.size > SHOWN_BYTES) {
      setFile({ name: chosen.name, size: chosen.size, text: content });
      setText('');
    } else {
      setFile(null);
      setText(content);
    }
  };

  const submit = () => {
    const result = parseSurveyImport(file?.text ?? text);
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    setProblems([]);
    setSending(true);
    // Checked in this task, sent in the next one after a paint: parsing and checking 5 MB, then
    // serialising it and handing it to fetch, held the page for a third of a second in one task.
    afterNextPaint(() =>
      create.mutate(result.body, {
        onSuccess: (written) => onImported(written, result.body.name),
        onSettled: () => setSending(false),
      }),
    );
  };

  return (
    <DecisionDialog
      title="Import a survey"
      onClose={onClose}
      busy={busy}
      maxWidth="md"
      actions={
        <Button variant="contained" onClick={submit} disabled={!(file || text.trim()) || busy}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>
          Choose a .json file exported from Surveyor (or paste its contents). Nothing is created unless it is
          valid.
        </DialogContentText>
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Choose file
          <input
            hidden
            type="file"
            accept="application/json,.json"
            aria-label="Survey JSON file"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) void choose(chosen);
            }}
          />
        </Button>
        {file ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => setFile(null)}>
                Clear
              </Button>
            }
          >
            {file.name} ({formatBytes(file.size)}) is loaded. It is too long to show here; import it as it is.
          </Alert>
        ) : (
          <TextField
            label="Survey JSON"
            multiline
            minRows={8}
            maxRows={16}
            value={text}
            onChange={(event) => {
              const pasted = event.target.value;
              // A paste the server would refuse is not rendered into the field at all.
              if (pasted.length > MAX_REQUEST_BYTES) return setProblems([tooLarge(pasted.length)]);
              setText(pasted);
            }}
            slotProps={{
              htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
            }}
          />
        )}
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
        {create.isError ? <ApiErrorAlert error={create.error} title="The server refused the survey" /> : null}
      </Stack>
    </DecisionDialog>
  );
}
