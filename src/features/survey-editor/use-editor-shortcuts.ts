// Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl/⌘+Y redo, Ctrl/⌘+S saves. Shortcuts work wherever focus is in
// the editor, and also when it fell back to the page (e.g. after the focused card was deleted). Dialogs
// and menus (portals outside the form) keep their own keys.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface EditorShortcuts {
  undo: () => void;
  redo: () => void;
  save: () => void;
}

/** The action a key press asks for, or null. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
) {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  if (key === 's') return 'save';
  return null;
}

export function useEditorShortcuts(formRef: RefObject<HTMLElement | null>, actions: EditorShortcuts) {
  // The listener is added once; it calls the latest actions.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      const target = event.target as Node | null;
      if (target !== document.body && !formRef.current?.contains(target)) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [formRef]);
}
