import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { shortcutOf, useEditorShortcuts, type EditorShortcuts } from './use-editor-shortcuts';

function Editor({ actions }: { actions: EditorShortcuts }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEditorShortcuts(formRef, actions);
  return (
    <>
      <form ref={formRef}>
        <input aria-label="In the form" />
      </form>
      <input aria-label="Outside" />
    </>
  );
}

const key = (key: string, modifiers: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('editor shortcuts', () => {
  it('reads Ctrl/⌘ with Z, Shift+Z, Y and S; nothing else', () => {
    expect(shortcutOf(key('z'))).toBe('undo');
    expect(shortcutOf(key('Z', { shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: false, metaKey: true }))).toBe('redo');
    expect(shortcutOf(key('s'))).toBe('save');
    expect(shortcutOf(key('s', { altKey: true }))).toBeNull();
    expect(shortcutOf(key('s', { ctrlKey: false }))).toBeNull();
    expect(shortcutOf(key('x'))).toBeNull();
  });

  it('acts inside the form and on the page itself, never in other parts of the page', () => {
    const actions = { undo: vi.fn(), redo: vi.fn(), save: vi.fn() };
    const { getByLabelText } = render(<Editor actions={actions} />);
    fireEvent.keyDown(getByLabelText('In the form'), { key: 's', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(getByLabelText('Outside'), { key: 'y', ctrlKey: true });
    expect(actions.save).toHaveBeenCalledTimes(1);
    expect(actions.undo).toHaveBeenCalledTimes(1);
    expect(actions.redo).not.toHaveBeenCalled();
  });
});
