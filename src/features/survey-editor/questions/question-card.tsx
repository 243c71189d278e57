// One question: a header that is always shown (handle, number, kind, text, actions) and, when
// expanded, its fields and branching. Memoised on (index, uid): typing elsewhere never renders it.
import { createContext, memo, useContext, useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import {
  Alert,
  Box,
  Chip,
  Collapse,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { QuestionType, ReadQuestion } from '@/contracts/survey-questions';
import { KIND_LABELS, QUESTION_KINDS, READ_KIND_LABELS } from '@/entities/survey/kinds/question-kinds';
import {
  useDirectoryEntry,
  useEditorStores,
  useHasProblems,
  useIsExpanded,
  useIsSelected,
  useQuestionLabel,
} from '../document/editor-stores';
import { BranchingEditor } from '../branching/branching-editor';
import { KindIcon } from '@/entities/survey/ui/kind-icon';
import { CommonFields } from './common-fields';
import { KindFields } from './question-fields';
import { useQuestionOps } from '../document/question-ops-context';

export interface DragHandleProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/** The sortable wrapper provides the handle's props here, so only the handle re-renders while dragging. */
export const DragHandleContext = createContext<DragHandleProps | null>(null);

/**
 * Header controls are plain buttons, not IconButtons with Tooltips: a hundred cards' worth of those
 * cost more than a frame whenever the list re-renders (every drag start and drop does, through
 * dnd-kit's context). Their look comes from the list's `.question-header-button` rule, computed once;
 * `title` gives the hover hint and `aria-label` the name.
 */
function DragHandle({ label }: { label: string }) {
  const handle = useContext(DragHandleContext);
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef } = handle;
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="question-header-button question-drag-handle"
    >
      <DragIndicatorIcon fontSize="small" />
    </button>
  );
}

// The header reads the question's directory entry (text, kind, rule) rather than watching the form, so
// a list operation or a keystroke elsewhere re-renders no header whose question did not change.

const RuleChip = memo(function RuleChip({ rule }: { rule: string }) {
  const target = useQuestionLabel(rule.startsWith('q:') ? rule.slice(2) : null, 24);
  if (rule === 'next') return null;
  const label =
    rule === 'end'
      ? 'Then ends'
      : rule === 'response'
        ? 'Branches on the answer'
        : rule === 'kept'
          ? 'Legacy rule, kept'
          : `Then ${target ?? '?'}`;
  return <Chip size="small" variant="outlined" label={label} sx={{ maxWidth: 260 }} />;
});

function HeaderText({ text }: { text: string }) {
  return (
    <Typography noWrap sx={{ flex: 1, minWidth: 0 }} color={text ? 'text.primary' : 'text.secondary'}>
      {text || 'No question text yet'}
    </Typography>
  );
}

function HeaderKind({ type }: { type: ReadQuestion['type'] }) {
  return (
    <span title={READ_KIND_LABELS[type]} style={{ display: 'inline-flex' }}>
      <KindIcon
        kind={type}
        color={type === 'unreadable' ? 'warning' : 'action'}
        aria-label={READ_KIND_LABELS[type]}
      />
    </span>
  );
}

const HeaderSummary = memo(function HeaderSummary({ uid }: { uid: string }) {
  const entry = useDirectoryEntry(uid);
  if (!entry) return <Box sx={{ flex: 1 }} />;
  return (
    <>
      <HeaderKind type={entry.type} />
      <HeaderText text={entry.text} />
      <RuleChip rule={entry.rule} />
    </>
  );
});

const ErrorMark = memo(function ErrorMark({ uid }: { uid: string }) {
  return useHasProblems(uid) ? (
    <Tooltip title="This question has problems to fix">
      <ErrorOutlineIcon color="error" aria-label="Has problems to fix" fontSize="small" />
    </Tooltip>
  ) : null;
});

function KindSelect({ index, uid }: { index: number; uid: string }) {
  const ops = useQuestionOps();
  const type = useWatch({ name: `questions.${index}.type` }) as ReadQuestion['type'];
  const unreadable = type === 'unreadable';
  return (
    <TextField
      select
      size="small"
      label={unreadable ? 'Replace it with a question of type' : 'Question type'}
      value={unreadable ? '' : type}
      onChange={(event) => ops.changeKind(uid, event.target.value as QuestionType)}
      sx={{ minWidth: 200 }}
      helperText={
        unreadable
          ? 'Replacing it keeps its text and drops the rest of what was stored.'
          : 'Changing the type keeps the text and, between choice types, the choices.'
      }
    >
      {QUESTION_KINDS.map((kind) => (
        <MenuItem key={kind} value={kind}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <KindIcon kind={kind} fontSize="small" />
            <span>{KIND_LABELS[kind]}</span>
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A question Surveyor cannot read: why, and what can still be done with it. */
function UnreadableNotice({ index }: { index: number }) {
  const problem = useWatch({ name: `questions.${index}.problem` }) as string;
  return (
    <Alert severity="warning">
      {problem}. It is kept exactly as it is stored: you can move it, delete it, set where it leads, or
      replace it with a question of a kind Surveyor knows.
    </Alert>
  );
}

function Body({ index, uid, number }: { index: number; uid: string; number: number }): ReactNode {
  const type = useWatch({ name: `questions.${index}.type` }) as ReadQuestion['type'];
  if (type === 'unreadable')
    return (
      <Stack spacing={2.5} sx={{ p: 2, pt: 1 }}>
        <UnreadableNotice index={index} />
        <KindSelect index={index} uid={uid} />
        <BranchingEditor index={index} uid={uid} />
      </Stack>
    );
  return (
    <Stack spacing={2.5} sx={{ p: 2, pt: 1 }}>
      <KindSelect index={index} uid={uid} />
      <CommonFields index={index} number={number} />
      <KindFields index={index} />
      <BranchingEditor index={index} uid={uid} />
    </Stack>
  );
}

export const QuestionCard = memo(function QuestionCard({ index, uid }: { index: number; uid: string }) {
  const stores = useEditorStores();
  const ops = useQuestionOps();
  const expanded = useIsExpanded(uid);
  const selected = useIsSelected(uid);
  const bodyId = useId();
  const number = index + 1;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Question ${number}`}
      data-question-uid={uid}
      onFocusCapture={() => stores.select(uid)}
      sx={{
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
        scrollMarginTop: 96,
        // A long survey is mostly collapsed cards of one height: the browser skips laying out and painting
        // the ones off screen, which keeps drops and keystrokes cheap with a hundred questions.
        ...(expanded ? null : { contentVisibility: 'auto', containIntrinsicSize: 'auto 56px' }),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 0.5 }}>
        <DragHandle label={`Move question ${number}`} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 32 }}>
          Q{number}
        </Typography>
        <HeaderSummary uid={uid} />
        <ErrorMark uid={uid} />
        <button
          type="button"
          className="question-header-button"
          title="Duplicate"
          aria-label={`Duplicate question ${number}`}
          onClick={() => ops.duplicate(uid)}
        >
          <ContentCopyIcon fontSize="small" />
        </button>
        <button
          type="button"
          className="question-header-button"
          title="Delete"
          aria-label={`Delete question ${number}`}
          onClick={() => ops.remove(uid)}
        >
          <DeleteOutlineIcon fontSize="small" />
        </button>
        <button
          type="button"
          className="question-header-button"
          aria-label={`${expanded ? 'Collapse' : 'Expand'} question ${number}`}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => {
            stores.setExpanded(uid, !expanded);
            stores.select(uid);
          }}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </button>
      </Stack>
      <Collapse in={expanded} unmountOnExit timeout={120}>
        <Box id={bodyId}>
          <Body index={index} uid={uid} number={number} />
        </Box>
      </Collapse>
    </Paper>
  );
});
