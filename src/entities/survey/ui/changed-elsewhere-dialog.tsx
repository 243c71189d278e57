// "Changed elsewhere": the survey was saved by someone else (or in another tab) since it was read (by
// the editor, or by the Copies tab before a push). Their changes beside the user's, part by part: what
// only one side changed is kept as it is, and for what both changed differently the user picks a side.
// Nothing is saved until the user says so, and cancelling leaves everything exactly as it was.
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  DialogContentText,
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
import { DecisionDialog } from '@/components/dialogs/decision-dialog';
import { IsolatedText } from '@/components/display/isolated-text';
import { withoutIsolates } from '@/lib/bidi';
import {
  applyMerge,
  conflictsOf,
  pickOf,
  type ExtraMergeRow,
  type MergePicks,
  type MergeSide,
  type MergeUnit,
  type SurveyMerge,
} from '../versions/survey-merge';
import { unitChangeWords, unitLabel } from '../versions/survey-merge-words';

/** A merge waiting for the user: the picks for every conflict, or null to go back. */
export interface MergeQuestion {
  merge: SurveyMerge;
  /**
   * Parts outside the survey's own fields (a scheduled survey's gate), in words made by the caller: shown
   * after the survey's parts and picked like them, under their `id` in the picks.
   */
  extra?: readonly ExtraMergeRow[];
  resolve: (picks: MergePicks | null) => void;
}

/** An extra row as the table's rows are (a unit with no values: its words are given). */
const extraUnitRow = (row: ExtraMergeRow): UnitRow => ({
  unit: {
    id: row.id,
    kind: 'setting',
    base: undefined,
    mine: undefined,
    theirs: undefined,
    changedBy: row.changedBy,
    conflict: row.conflict,
  },
  label: row.label,
  theirs: row.theirs,
  mine: row.mine,
});

const EDITOR_WORDS = {
  intro:
    'This survey was saved elsewhere (by someone else, or in another tab) after you opened it. What only one of you changed is kept; where you both changed the same thing, choose which to keep.',
  cancel: 'Back to editing',
};

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

const Outcome = memo(function Outcome({
  unit,
  label,
  pick,
  onPick,
}: {
  unit: MergeUnit;
  label: string;
  pick: MergeSide | null;
  onPick: (id: string, side: MergeSide) => void;
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
      onChange={(event) => onPick(unit.id, event.target.value as MergeSide)}
    >
      {(['theirs', 'mine'] as const).map((side) => (
        <FormControlLabel key={side} value={side} control={<Radio size="small" />} label={SIDE_WORDS[side]} />
      ))}
    </RadioGroup>
  );
});

/** A unit as the table shows it: its words, made once per merge (not on every pick). */
interface UnitRow {
  unit: MergeUnit;
  label: string;
  theirs: string | null;
  mine: string | null;
}

/** One part's row. Memoised: a pick changes one row's `pick`, so only that row draws again. */
const MergeRow = memo(function MergeRow({
  row,
  pick,
  onPick,
}: {
  row: UnitRow;
  pick: MergeSide | null;
  onPick: (id: string, side: MergeSide) => void;
}) {
  const { unit, label } = row;
  return (
    <TableRow selected={unit.conflict && !pick}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500, maxWidth: 220 }}>
        <IsolatedText text={label} />
      </TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Change text={row.theirs} />
      </TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Change text={row.mine} />
      </TableCell>
      <TableCell sx={{ minWidth: 170 }}>
        <Outcome unit={unit} label={label} pick={pick} onPick={onPick} />
      </TableCell>
    </TableRow>
  );
});

export function ChangedElsewhereDialog({
  conflict,
  words = EDITOR_WORDS,
}: {
  conflict: MergeQuestion;
  /** The dialog's opening sentences and its cancel button (the editor's by default). */
  words?: { intro: string; cancel: string };
}) {
  const { merge } = conflict;
  const extra = useMemo(() => (conflict.extra ?? []).map(extraUnitRow), [conflict.extra]);
  const [picks, setPicks] = useState<MergePicks>({});
  // The dialog opens first; its rows (a 200-question merge has dozens, each with its words) follow in
  // the render right after, which React may interrupt, so Save → dialog does not wait for the table.
  const shown = useDeferredValue<SurveyMerge | null>(merge, null);
  const rows = useMemo(
    () =>
      shown === null
        ? null
        : [
            ...shown.units.map((unit): UnitRow => ({
              unit,
              label: unitLabel(unit),
              theirs: unitChangeWords(shown, unit, 'theirs'),
              mine: unitChangeWords(shown, unit, 'mine'),
            })),
            ...extra,
          ],
    [shown, extra],
  );
  const conflicts = useMemo(
    () => [...conflictsOf(merge), ...extra.map((row) => row.unit).filter((unit) => unit.conflict)],
    [merge, extra],
  );
  const open = conflicts.filter((unit) => !pickOf(picks, unit.id)).length;
  const notes = useMemo(() => (open === 0 ? applyMerge(merge, picks).notes : []), [merge, picks, open]);
  const pick = useCallback(
    (id: string, side: MergeSide) => setPicks((current) => ({ ...current, [id]: side })),
    [],
  );
  /** "Keep all mine / theirs": every conflict to one side (a part picked after can still go the other way). */
  const pickAll = (side: MergeSide) =>
    setPicks(Object.fromEntries(conflicts.map((unit) => [unit.id, side])) as MergePicks);
  return (
    <DecisionDialog
      title="Changed elsewhere"
      onClose={() => conflict.resolve(null)}
      cancelLabel={words.cancel}
      maxWidth="lg"
      dividers
      beforeCancel={
        <>
          {open > 0 ? (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto', pl: 1 }}>
              {open} of {conflicts.length} to choose
            </Typography>
          ) : null}
          {conflicts.length > 1 ? (
            <>
              <Button onClick={() => pickAll('theirs')}>Keep all theirs</Button>
              <Button onClick={() => pickAll('mine')}>Keep all mine</Button>
            </>
          ) : null}
        </>
      }
      actions={
        <Button
          variant="contained"
          disabled={open > 0}
          onClick={() => conflict.resolve(picks)}
          autoFocus={conflicts.length === 0}
        >
          Save merged
        </Button>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>
          {words.intro}
          {conflicts.length === 0 ? ' Nothing clashes: saving keeps both.' : ''}
        </DialogContentText>
        <TableContainer>
          <Table size="small" aria-label="Their changes beside yours" aria-busy={rows === null}>
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
              {rows?.map((row) => (
                <MergeRow key={row.unit.id} row={row} pick={pickOf(picks, row.unit.id)} onPick={pick} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {notes.map((note) => (
          <Alert key={note} severity="info">
            <IsolatedText text={note} />
          </Alert>
        ))}
      </Stack>
    </DecisionDialog>
  );
}
