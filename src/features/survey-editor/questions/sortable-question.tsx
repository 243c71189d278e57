// One row of the sortable question list: dnd-kit's sortable wrapper around a question card.
import { memo, useCallback, useMemo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DragHandleContext, QuestionCard } from './question-card';

/** The space between cards, inside each row so that a row's measured height includes it. */
export const ROW_GAP_PX = 12;

interface SortableQuestionProps {
  uid: string;
  index: number;
  /** Set in a windowed list: the list's length, for assistive technology (most rows are not rendered). */
  setSize?: number;
  /** Set in a windowed list: reports the row's rendered height. */
  measureRef?: (element: HTMLElement | null) => void;
}

export const SortableQuestion = memo(function SortableQuestion({
  uid,
  index,
  setSize,
  measureRef,
}: SortableQuestionProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: uid });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      measureRef?.(element);
    },
    [setNodeRef, measureRef],
  );
  // A plain element with inline style: the rendered rows re-render on every drag start and drop.
  return (
    <div
      ref={ref}
      role="listitem"
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={setSize ? index + 1 : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        paddingBottom: ROW_GAP_PX,
        zIndex: isDragging ? 3 : undefined,
        opacity: isDragging ? 0.92 : 1,
      }}
    >
      <DragHandleContext.Provider value={handle}>
        <QuestionCard index={index} uid={uid} />
      </DragHandleContext.Provider>
    </div>
  );
});
