// Sensors and screen-reader wording shared by the question list and the choice lists.
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

export function useSortableSensors() {
  return useSensors(
    // A small distance keeps clicks on the handle (and its focus) from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Announcements in words: "Picked up Q3 “…”", "Q3 “…” moved to position 5 of 12". */
export function sortableAnnouncements(
  nameOf: (id: string) => string,
  positionOf: (id: string) => number,
  count: () => number,
): Announcements {
  const position = (id: string) => `position ${positionOf(id) + 1} of ${count()}`;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(String(active.id))}. Use the arrow keys to move it, space to drop, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} is over ${position(String(over.id))}.`
        : `${nameOf(String(active.id))} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} dropped at ${position(String(over.id))}.`
        : `${nameOf(String(active.id))} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(String(active.id))} was cancelled; it is back where it was.`,
  };
}

export const SCREEN_READER_INSTRUCTIONS =
  'To reorder, press space or enter on the handle, move with the arrow keys, then press space or enter to drop, or escape to cancel.';
