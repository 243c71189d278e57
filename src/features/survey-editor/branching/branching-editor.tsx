// "After this question" in words: next, end, a named question, or per answer (rating buckets or
// choices). Targets are question uids; labels come from the directory store, so renaming or moving a
// question updates only the selects that point at it.
import { memo, useCallback, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useStableCallback } from '@/lib/react/use-stable-callback';
import type { ReadQuestion } from '@/contracts/survey-questions';
import { answerBranchingOf, canBranchOnAnswer } from '@/entities/survey/kinds/question-kinds';
import type { AnsweredChoice } from '@/entities/survey/kinds/answers';
import type { EditorRule, RowTarget } from '../document/editor-document';
import { answerRule, setAnswerRow } from './rule-ops';
import {
  labelOf,
  useDirectory,
  useIsLastQuestion,
  useNextQuestionUid,
  useQuestionLabel,
} from '../document/editor-stores';
import { commitRule } from './commit-rule';
import { useQuestionOps } from '../document/question-ops-context';

type Choice = 'next' | 'end' | 'answer' | 'kept' | `q:${string}`;

function encode(rule: EditorRule | RowTarget | null): Choice {
  if (!rule) return 'next';
  if (rule.kind === 'question') return `q:${rule.target}`;
  if (rule.kind === 'response') return 'answer';
  if (rule.kind === 'kept') return 'kept';
  return rule.kind === 'end' ? 'end' : 'next';
}

interface TargetSelectProps {
  label: string;
  uid: string;
  value: Choice;
  onChange: (value: Choice) => void;
  allowAnswer?: boolean;
  error?: string;
  size?: 'small' | 'medium';
  endLabel: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The stored rule of a type the SDK does not know, offered until another is chosen. */
  keptType?: string;
}

function NextLabel({ uid }: { uid: string }) {
  const isLast = useIsLastQuestion(uid);
  const nextUid = useNextQuestionUid(uid);
  const nextLabel = useQuestionLabel(nextUid, 40);
  return (
    <>
      {isLast ? 'Next question: none, so the survey ends' : `Go to the next question (${nextLabel ?? '…'})`}
    </>
  );
}

/** Lists every question only while the menu is open, so closed selects never re-render on typing. */
const TargetSelect = memo(function TargetSelect({
  label,
  uid,
  value,
  onChange,
  allowAnswer,
  error,
  size,
  endLabel,
  inputRef,
  keptType,
}: TargetSelectProps) {
  const [open, setOpen] = useState(false);
  const entries = useDirectory(open);
  const selectedUid = value.startsWith('q:') ? value.slice(2) : null;
  const selectedLabel = useQuestionLabel(selectedUid);
  const questionOptions = open
    ? entries
        .filter((entry) => entry.uid !== uid)
        .map((entry) => ({ value: `q:${entry.uid}` as Choice, label: labelOf(entries, entry.uid)! }))
    : selectedUid
      ? [{ value, label: selectedLabel ?? 'A question that no longer exists' }]
      : [];
  return (
    <TextField
      select
      label={label}
      size={size}
      value={value}
      onChange={(event) => onChange(event.target.value as Choice)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      inputRef={inputRef}
      slotProps={{
        select: {
          open,
          onOpen: () => setOpen(true),
          onClose: () => setOpen(false),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
      }}
    >
      <MenuItem value="next">
        <NextLabel uid={uid} />
      </MenuItem>
      <MenuItem value="end">{endLabel}</MenuItem>
      {keptType ? (
        <MenuItem value="kept">
          Keep its stored rule “{keptType}” (unknown to the SDK, which goes to the next question)
        </MenuItem>
      ) : null}
      {allowAnswer || value === 'answer' ? (
        <MenuItem value="answer" disabled={!allowAnswer}>
          Decide based on the answer…
        </MenuItem>
      ) : null}
      {questionOptions.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          Go to {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
});

const AnswerRowSelect = memo(function AnswerRowSelect({
  rowKey,
  onRowChange,
  ...props
}: Omit<TargetSelectProps, 'onChange'> & {
  rowKey: string;
  onRowChange: (rowKey: string, choice: Choice) => void;
}) {
  const onChange = useCallback((choice: Choice) => onRowChange(rowKey, choice), [onRowChange, rowKey]);
  return <TargetSelect {...props} size="small" onChange={onChange} />;
});

function toTarget(choice: Choice): RowTarget | null {
  if (choice === 'end') return { kind: 'end' };
  if (choice.startsWith('q:')) return { kind: 'question', target: choice.slice(2) };
  return null;
}

interface AnswerRow {
  key: string;
  label: string;
}

/** A choice as its row names it: quoted, or by position while it has no label. */
function choiceRowLabel(choice: AnsweredChoice): string {
  const text = choice.text.trim()
    ? `“${choice.text.trim()}”`
    : `Choice ${choice.position + 1} (no label yet)`;
  return choice.freeText ? `${text}, any other typed text, or skipped` : text;
}

/** One row per answer the question's kind tells apart (rating buckets, choices), from the registry. */
function useAnswerRows(index: number): AnswerRow[] {
  const base = `questions.${index}`;
  // Only what the answers depend on is watched, so typing the question's text renders no row.
  const type = useWatch({ name: `${base}.type` }) as ReadQuestion['type'];
  const scale = useWatch({ name: `${base}.scale` }) as number | undefined;
  const choices = useWatch({ name: `${base}.choices` }) as string[] | undefined;
  const hasOpenChoice = Boolean(useWatch({ name: `${base}.hasOpenChoice` }));
  const question = { type, question: '', scale, choices: choices ?? [], hasOpenChoice } as ReadQuestion;
  return (answerBranchingOf(question)?.answers() ?? []).map((answer) => ({
    key: answer.key,
    label: answer.choice ? choiceRowLabel(answer.choice) : answer.label,
  }));
}

export const BranchingEditor = memo(function BranchingEditor({ index, uid }: { index: number; uid: string }) {
  const ops = useQuestionOps();
  const { setValue, getValues } = useFormContext();
  const { field, fieldState } = useController({ name: `questions.${index}.rule` });
  const type = useWatch({ name: `questions.${index}.type` }) as ReadQuestion['type'];
  const thankYou = Boolean(useWatch({ name: 'appearance.displayThankYouMessage' }));
  const rule = field.value as EditorRule;
  const rows = useAnswerRows(index);
  const endLabel = thankYou ? 'End the survey (show the thank-you message)' : 'End the survey';
  const allowAnswer = canBranchOnAnswer({ type });

  const commit = (next: EditorRule) =>
    commitRule({ form: { setValue, getValues }, step: ops.edit, inform: ops.inform }, index, next);
  // Stable handlers: a move re-renders this editor (its field's form state changed), not its selects.
  const onMain = useStableCallback((choice: Choice) => {
    if (choice === 'kept') return;
    if (choice === 'answer') commit(answerRule(ops.get(index)));
    else if (choice === 'next') commit({ kind: 'next' });
    else if (choice === 'end') commit({ kind: 'end' });
    else commit({ kind: 'question', target: choice.slice(2) });
  });
  const onRow = useStableCallback((rowKey: string, choice: Choice) => {
    if (rule.kind === 'response') commit(setAnswerRow(rule, rowKey, toTarget(choice)));
  });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Branching
      </Typography>
      <TargetSelect
        label="After this question"
        uid={uid}
        value={encode(rule)}
        onChange={onMain}
        allowAnswer={allowAnswer}
        error={fieldState.error?.message}
        endLabel={endLabel}
        inputRef={field.ref}
        keptType={rule.kind === 'kept' ? rule.type : undefined}
      />
      {rule.kind === 'response' && allowAnswer ? (
        <Stack
          spacing={1.5}
          sx={{ mt: 2, pl: 2, borderLeft: 2, borderColor: 'divider' }}
          role="group"
          aria-label="Where each answer goes"
        >
          {rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              This scale has no answer groups to branch on.
            </Typography>
          ) : null}
          {rows.map((row) => (
            <AnswerRowSelect
              key={row.key}
              rowKey={row.key}
              label={`If the answer is ${row.label}`}
              uid={uid}
              value={encode(rule.rows[row.key] ?? null)}
              onRowChange={onRow}
              endLabel={endLabel}
            />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
});
