// The choices of a single- or multiple-choice question: edit, add, remove, reorder by drag and drop
// (pointer, touch, keyboard), the free-text "Other" choice (always last) and shuffling.
import { memo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { QuestionType } from '@/contracts/survey-questions';
import { questionKind } from '@/entities/survey/kinds/question-kinds';
import { addChoice, moveChoice, removeChoice, setOpenChoice } from './question-ops';
import { FormSwitch } from '@/components/form/form-switch';
import { useQuestionOps } from '../document/question-ops-context';
import { SCREEN_READER_INSTRUCTIONS, sortableAnnouncements, useSortableSensors } from './sortable-setup';

let choiceCounter = 0;
const newChoiceId = () => `choice-${(choiceCounter += 1)}`;

interface RowProps {
  name: string;
  id: string;
  position: number;
  isOpen: boolean;
  canRemove: boolean;
  onRemove: (position: number) => void;
}

const ChoiceRow = memo(function ChoiceRow({ name, id, position, isOpen, canRemove, onRemove }: RowProps) {
  const { field, fieldState } = useController({ name });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled: isOpen,
    });
  return (
    <Stack
      ref={setNodeRef}
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'flex-start',
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        bgcolor: isDragging ? 'background.paper' : undefined,
      }}
    >
      {isOpen ? (
        <Box sx={{ width: 40, flexShrink: 0 }} />
      ) : (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move choice ${position + 1}`}
          size="small"
          sx={{ mt: 0.5, cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <TextField
        size="small"
        fullWidth
        label={isOpen ? 'Free-text choice label' : `Choice ${position + 1}`}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
        slotProps={isOpen ? { input: { endAdornment: <Chip size="small" label="free text" /> } } : undefined}
      />
      <Tooltip title={canRemove ? '' : 'A choice question needs at least two choices'}>
        <span>
          <IconButton
            aria-label={isOpen ? 'Remove the free-text choice' : `Remove choice ${position + 1}`}
            onClick={() => onRemove(position)}
            disabled={!canRemove}
            size="small"
            sx={{ mt: 0.5 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
});

function permute<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Languages whose translation carries its own choice list. */
function translatedLanguages(translations: unknown): string[] {
  if (!translations || typeof translations !== 'object' || Array.isArray(translations)) return [];
  return Object.entries(translations)
    .filter(([, translation]) => Array.isArray((translation as { choices?: unknown } | null)?.choices))
    .map(([language]) => language);
}

export const ChoicesEditor = memo(function ChoicesEditor({ index }: { index: number }) {
  const ops = useQuestionOps();
  const base = `questions.${index}`;
  const choices = (useWatch({ name: `${base}.choices` }) as string[] | undefined) ?? [];
  const hasOpen = Boolean(useWatch({ name: `${base}.hasOpenChoice` }));
  const type = useWatch({ name: `${base}.type` }) as QuestionType;
  const translations = useWatch({ name: `${base}.translations` }) as unknown;
  const translatedInto = translatedLanguages(translations);
  const { fieldState } = useController({ name: `${base}.choices` });
  const [ids, setIds] = useState<string[]>(() => choices.map(newChoiceId));
  // Undo or a kind change can replace the choices wholesale: start fresh ids when the count differs.
  const aligned = ids.length === choices.length ? ids : choices.map(newChoiceId);
  if (aligned !== ids) setIds(aligned);
  const sensors = useSortableSensors();
  const openIndex = hasOpen ? choices.length - 1 : -1;

  const apply = (next: ReturnType<typeof addChoice>, nextIds: string[]) => {
    setIds(nextIds);
    ops.replace(index, next);
  };
  const remove = (position: number) =>
    apply(
      removeChoice(ops.get(index), position),
      aligned.filter((_, i) => i !== position),
    );
  const add = () => {
    const at = hasOpen ? choices.length - 1 : choices.length;
    const nextIds = [...aligned];
    nextIds.splice(at, 0, newChoiceId());
    apply(addChoice(ops.get(index)), nextIds);
    // Focus the new choice once it is rendered, so typing can start at once.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`input[name="${base}.choices.${at}"]`)?.focus(),
    );
  };
  const toggleOpen = (on: boolean) =>
    apply(setOpenChoice(ops.get(index), on), on ? [...aligned, newChoiceId()] : aligned.slice(0, -1));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = aligned.indexOf(String(active.id));
    let to = aligned.indexOf(String(over.id));
    if (hasOpen) to = Math.min(to, choices.length - 2);
    if (from < 0 || to < 0 || from === to) return;
    apply(moveChoice(ops.get(index), from, to), permute(aligned, from, to));
  };
  const nameOf = (id: string) => {
    const position = aligned.indexOf(id);
    return `choice ${position + 1} “${choices[position] ?? ''}”`;
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Choices
      </Typography>
      {translatedInto.length ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
          This question is translated ({translatedInto.join(', ')}). Surveyor does not edit translations:
          adding, removing or moving a choice changes them the same way, and a new choice shows in the
          original words to those respondents until it is translated in PostHog.
        </Alert>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: sortableAnnouncements(
            nameOf,
            (id) => aligned.indexOf(id),
            () => choices.length,
          ),
          screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
        }}
      >
        <SortableContext items={aligned} strategy={verticalListSortingStrategy}>
          <Stack spacing={1} role="list" aria-label={`Choices of question ${index + 1}`}>
            {choices.map((_, position) => (
              <Box role="listitem" key={aligned[position]}>
                <ChoiceRow
                  name={`${base}.choices.${position}`}
                  id={aligned[position]!}
                  position={position}
                  isOpen={position === openIndex}
                  canRemove={choices.length > 2}
                  onRemove={remove}
                />
              </Box>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {fieldState.error?.message ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ mt: 1, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <Button size="small" startIcon={<AddIcon />} onClick={add}>
          Add choice
        </Button>
        <FormSwitch
          name={`${base}.hasOpenChoice`}
          label="Add a free-text “Other” choice"
          onToggle={toggleOpen}
        />
        <FormSwitch name={`${base}.shuffleOptions`} label="Shuffle choices" />
        {/* With a free-text "Other" choice there may be text to type, so not on the first pick. */}
        {questionKind(type)?.submitsOnPick && !hasOpen ? (
          <FormSwitch name={`${base}.skipSubmitButton`} label="Submit as soon as a choice is picked" />
        ) : null}
      </Stack>
    </Box>
  );
});
