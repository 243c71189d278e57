// The search field of the project picker and the copy dialog's project checklist: it keeps its own text
// (a keystroke draws the field alone) and says what to search for once typing pauses.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_PAUSE_MS, SearchField } from './search-field';

describe('SearchField', () => {
  it('is labelled, bounded, and reports the trimmed text once typing pauses', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<SearchField label="Search projects" maxLength={10} onSearch={onSearch} />);
    const field = screen.getByRole('textbox', { name: 'Search projects' });
    expect(field).toHaveAttribute('placeholder', 'Search projects');
    expect(field).toHaveAttribute('maxlength', '10');

    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(''));
    onSearch.mockClear();
    await user.type(field, ' acme ');
    expect(field).toHaveValue(' acme ');
    // Typed faster than the pause: nothing reported until it ends, then once.
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('acme'), { timeout: SEARCH_PAUSE_MS * 4 });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps its keys from what it sits in when asked (a menu’s type-ahead), but not Escape', () => {
    const outside = vi.fn();
    render(
      <div onKeyDown={(event) => outside(event.key)}>
        <SearchField label="Search projects" onSearch={() => {}} ownKeys />
        <SearchField label="Search others" onSearch={() => {}} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search projects' }), { key: 'a' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search projects' }), { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search others' }), { key: 'b' });
    expect(outside.mock.calls).toEqual([['Escape'], ['b']]);
  });
});
