// The editor's undo/redo history of form values.
import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo } from './edit-history';

describe('edit history', () => {
  it('undoes and redoes; a new edit clears redo; identical states are not recorded', () => {
    let history = startHistory('a');
    history = record(history, 'b');
    history = record(history, 'b');
    history = record(history, 'c');
    expect(history.past).toEqual(['a', 'b']);
    history = undo(history);
    expect(history.present).toBe('b');
    history = redo(history);
    expect(history.present).toBe('c');
    history = record(undo(history), 'd');
    expect(history.future).toEqual([]);
    expect(undo(startHistory('x'))).toEqual(startHistory('x'));
  });
});
