// The survey's questions as a sortable list. Owns the questions field array and exposes the document
// operations (pure functions from question-ops.ts) to the cards through a stable context.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  Alert,
  Button,
  Menu,
  MenuItem,
  Stack,
  Typography,
  ListItemIcon,
  ListItemText,
  type SxProps,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { QuestionType } from '@/contracts/survey-questions';
import { newUid, type EditorQuestion } from '../document/editor-document';
import type { SurveyEditorValues } from '../document/editor-values';
import { changeKind, deleteQuestion, duplicateQuestion, restoreDeleted, type Removal } from './question-ops';
import { defaultQuestion, KIND_LABELS, QUESTION_KINDS } from '@/entities/survey/kinds/question-kinds';
import { labelOf, useEditorStores } from '../document/editor-stores';
import { KindIcon } from '@/entities/survey/ui/kind-icon';
import { QuestionOpsContext, type QuestionOps } from '../document/question-ops-context';
import { focusQuestionText } from './reveal-question';
import { QuestionRows } from './question-rows';
import { SCREEN_READER_INSTRUCTIONS, sortableAnnouncements, useSortableSensors } from './sortable-setup';

/** The question cards' header buttons (plain buttons, see question-card.tsx), styled once for the list. */
const cardHeaderStyles: SxProps<Theme> = (theme) => ({
  '& .question-header-button': {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: 34,
    height: 34,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
  '& .question-drag-handle': {
    cursor: 'grab',
    touchAction: 'none',
    '&[aria-pressed="true"]': { cursor: 'grabbing', backgroundColor: theme.palette.action.selected },
  },
});

/** One subscription to the questions' errors for the whole list; each header reads its own mark from the store. */
function QuestionProblemsSync() {
  const { errors } = useFormState<SurveyEditorValues>({ name: 'questions' });
  const { getValues } = useFormContext<SurveyEditorValues>();
  const stores = useEditorStores();
  const perQuestion = errors.questions as unknown as Record<string, unknown> | undefined;
  // Errors follow their questions through moves, so uids are read with them (re-rendered on every list change).
  const questions = getValues('questions');
  const key = perQuestion
    ? Object.keys(perQuestion)
        .filter((index) => /^\d+$/.test(index) && perQuestion[index])
        .map((index) => questions[Number(index)]?.uid)
        .filter(Boolean)
        .join(' ')
    : '';
  useEffect(() => {
    stores.setInvalid(new Set(key ? key.split(' ') : []));
  }, [key, stores]);
  return null;
}

interface DeletedNotice {
  removal: Removal;
  message: string;
}

export interface QuestionListProps {
  /** Runs one structural change as its own undo step (typing before it becomes a step of its own). */
  editStep: (apply: () => void) => void;
  inform: (message: string) => void;
}

export function QuestionList({ editStep, inform }: QuestionListProps) {
  const { control, getValues, setValue } = useFormContext<SurveyEditorValues>();
  const { fields, move, insert, append, replace } = useFieldArray({
    control,
    name: 'questions',
    keyName: 'fieldKey',
  });
  const stores = useEditorStores();
  const sensors = useSortableSensors();
  const [deleted, setDeleted] = useState<DeletedNotice | null>(null);
  // The deleted card took the focus with it: the notice (with its Undo) takes it instead.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted) noticeRef.current?.focus();
  }, [deleted]);
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const latest = useRef({ editStep, inform });
  useLayoutEffect(() => {
    latest.current = { editStep, inform };
  });

  const focusQuestion = useCallback(
    (uid: string) => {
      stores.select(uid, { expand: true });
      focusQuestionText(uid);
    },
    [stores],
  );

  const ops = useMemo<QuestionOps>(() => {
    const all = () => getValues('questions');
    const indexOf = (uid: string) => all().findIndex((question) => question.uid === uid);
    const step = (apply: () => void) => latest.current.editStep(apply);
    return {
      get: (index) => getValues(`questions.${index}`),
      replace: (index, next) =>
        step(() => setValue(`questions.${index}`, next, { shouldDirty: true, shouldValidate: false })),
      edit: step,
      remove: (uid) => {
        const { questions, affected, removal } = deleteQuestion(all(), uid);
        if (!removal) return;
        step(() => replace(questions));
        const names = affected
          .map((affectedUid) => labelOf(stores.directory.get(), affectedUid, 40))
          .filter(Boolean);
        const deletedName = labelOf(stores.directory.get(), uid, 40) ?? 'The question';
        setDeleted({
          removal,
          message: names.length
            ? `Deleted ${deletedName}. ${names.join(', ')} pointed at it; ${names.length === 1 ? 'it now goes' : 'they now go'} to the next question instead.`
            : `Deleted ${deletedName}.`,
        });
      },
      duplicate: (uid) => {
        const copyUid = newUid();
        const next = duplicateQuestion(all(), uid, () => copyUid);
        const at = next.findIndex((question) => question.uid === copyUid);
        if (at < 0) return;
        step(() => insert(at, next[at]!, { shouldFocus: false }));
        focusQuestion(copyUid);
      },
      changeKind: (uid, kind) => {
        const index = indexOf(uid);
        if (index < 0) return;
        const before = all()[index]!;
        const next = changeKind(before, kind);
        step(() => setValue(`questions.${index}`, next, { shouldDirty: true }));
        if (before.rule.kind === 'response' && next.rule.kind !== 'response') {
          latest.current.inform(
            `Q${index + 1} is now ${KIND_LABELS[kind].toLowerCase()}: its answer rules were removed (rules pointing at it still do).`,
          );
        }
      },
      move: (from, to) => step(() => move(from, to)),
      add: (kind) => {
        const uid = newUid();
        step(() =>
          append({ ...defaultQuestion(kind), uid, rule: { kind: 'next' } } as EditorQuestion, {
            shouldFocus: false,
          }),
        );
        focusQuestion(uid);
      },
      inform: (message) => latest.current.inform(message),
    };
  }, [getValues, setValue, replace, insert, append, move, stores, focusQuestion]);

  const undoDelete = () => {
    if (!deleted) return;
    const restored = restoreDeleted(getValues('questions'), deleted.removal);
    latest.current.editStep(() => replace(restored));
    setDeleted(null);
    focusQuestion(deleted.removal.question.uid);
  };

  const uids = useMemo(() => fields.map((field) => field.uid), [fields]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = uids.indexOf(String(active.id));
    const to = uids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) ops.move(from, to);
  };
  const announcements = useMemo(
    () =>
      sortableAnnouncements(
        (id) => labelOf(stores.directory.get(), id, 40) ?? 'the question',
        (id) => stores.directory.get().findIndex((entry) => entry.uid === id),
        () => stores.directory.get().length,
      ),
    [stores],
  );

  return (
    <QuestionOpsContext.Provider value={ops}>
      <QuestionProblemsSync />
      {deleted ? (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={deleted.message.includes('instead') ? 'warning' : 'info'}
          role="status"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={undoDelete}>
                Undo
              </Button>
              <Button color="inherit" size="small" onClick={() => setDeleted(null)}>
                Dismiss
              </Button>
            </Stack>
          }
        >
          {deleted.message}
        </Alert>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        onDragStart={({ active }) => stores.select(String(active.id))}
        accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
      >
        <SortableContext items={uids} strategy={verticalListSortingStrategy}>
          <QuestionRows uids={uids} sx={cardHeaderStyles} />
        </SortableContext>
      </DndContext>
      {fields.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          No questions yet. A survey needs at least one.
        </Typography>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={(event) => setAddAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(addAnchor)}
      >
        Add question
      </Button>
      <Menu anchorEl={addAnchor} open={Boolean(addAnchor)} onClose={() => setAddAnchor(null)}>
        {QUESTION_KINDS.map((kind: QuestionType) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAddAnchor(null);
              ops.add(kind);
            }}
          >
            <ListItemIcon>
              <KindIcon kind={kind} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{KIND_LABELS[kind]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </QuestionOpsContext.Provider>
  );
}
