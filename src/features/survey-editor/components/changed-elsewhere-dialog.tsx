// "Changed elsewhere": the survey was saved by someone else (or in another tab) since the editor loaded
// it. Their changes beside the user's, part by part: what only one side changed is kept as it is, and
// for what both changed differently the user picks a side. Nothing is saved until the user says so, and
// "Back to editing" leaves the form exactly as it was.
import { useId, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { IsolatedText } from '../../../components/isolated-text';
import { withoutIsolates } from '../../../lib/bidi';
import {
  applyMerge,
  conflictsOf,
  pickOf,
  type MergePicks,
  type MergeSide,
  type MergeUnit,
} from '../../../entities/survey/model/survey-merge';
import { unitChangeWords, unitLabel } from '../../../entities/survey/model/survey-merge-words';
import type { SaveCheck } from '../state/use-save-checks';

type Conflict = Extract<SaveCheck, { kind: 'conflict' }>;

const SIDE_WORDS: Record<MergeSide, string> = { theirs: 'Theirs', mine: 'Yours' };

function Change({ text }: { text: string | null }) {
  return text === null ? (
    <Typography variant="body2" color="text.secondary">
      unchanged
    </Typography>
  ) : (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <IsolatedText text={text} />
    </Typography>
  );
}

function Outcome({
  unit,
  label,
  pick,
  onPick,
}: {
  unit: MergeUnit;
  label: string;
  pick: MergeSide | null;
  onPick: (side: MergeSide) => void;
}) {
  if (!unit.conflict)
    return (
      <Typography variant="body2">
        {unit.changedBy === 'both'
          ? 'Same on both'
          : unit.changedBy === 'theirs'
            ? 'Theirs (only they changed it)'
            : 'Yours (only you changed it)'}
      </Typography>
    );
  return (
    <RadioGroup
      row
      aria-label={`Keep for ${withoutIsolates(label)}`}
      value={pick ?? ''}
      onChange={(event) => onPick(event.target.value as MergeSide)}
    >
      {(['theirs', 'mine'] as const).map((side) => (
        <FormControlLabel key={side} value={side} control={<Radio size="small" />} label={SIDE_WORDS[side]} />
      ))}
    </RadioGroup>
  );
}

export function ChangedElsewhereDialog({ conflict }: { conflict: Conflict }) {
  const titleId = useId();
  const { merge } = conflict;
  const [picks, setPicks] = useState<MergePicks>({});
  const conflicts = conflictsOf(merge);
  const open = conflicts.filter((unit) => !pickOf(picks, unit.id)).length;
  const notes = useMemo(() => (open === 0 ? applyMerge(merge, picks).notes : []), [merge, picks, open]);
  return (
    <Dialog
      open
      onClose={() => conflict.resolve(null)}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>Changed elsewhere</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>
            This survey was saved elsewhere (by someone else, or in another tab) after you opened it. What
            only one of you changed is kept; where you both changed the same thing, choose which to keep.
            {conflicts.length === 0 ? ' Nothing clashes: saving keeps both.' : ''}
          </DialogContentText>
          <TableContainer>
            <Table size="small" aria-label="Their changes beside yours">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Part
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Their change
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Your change
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Saved
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {merge.units.map((unit) => {
                  const label = unitLabel(unit);
                  return (
                    <TableRow key={unit.id} selected={unit.conflict && !pickOf(picks, unit.id)}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 500, maxWidth: 220 }}>
                        <IsolatedText text={label} />
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>
                        <Change text={unitChangeWords(merge, unit, 'theirs')} />
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>
                        <Change text={unitChangeWords(merge, unit, 'mine')} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 170 }}>
                        <Outcome
                          unit={unit}
                          label={label}
                          pick={pickOf(picks, unit.id)}
                          onPick={(side) => setPicks((current) => ({ ...current, [unit.id]: side }))}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {notes.map((note) => (
            <Alert key={note} severity="info">
              <IsolatedText text={note} />
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        {open > 0 ? (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto', pl: 1 }}>
            {open} of {conflicts.length} to choose
          </Typography>
        ) : null}
        <Button onClick={() => conflict.resolve(null)}>Back to editing</Button>
        <Button
          variant="contained"
          disabled={open > 0}
          onClick={() => conflict.resolve(picks)}
          autoFocus={conflicts.length === 0}
        >
          Save merged
        </Button>
      </DialogActions>
    </Dialog>
  );
}
