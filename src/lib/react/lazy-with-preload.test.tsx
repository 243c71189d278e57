import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, MountWhenFirstNeeded, preloadOnIntent } from './lazy-with-preload';

function Dialog({ open }: { open: boolean }) {
  return <div role="dialog" aria-label="Create" data-open={String(open)} />;
}

describe('lazyWithPreload', () => {
  it('downloads once, whether preloaded on intent or first rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const LazyDialog = lazyWithPreload(load);
    const intent = preloadOnIntent(LazyDialog);
    intent.onPointerEnter();
    intent.onFocus();
    render(<LazyDialog open />);
    expect(await screen.findByRole('dialog', { name: 'Create' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('MountWhenFirstNeeded', () => {
  it('mounts nothing until first needed, then keeps its children mounted', async () => {
    const LazyDialog = lazyWithPreload(() => Promise.resolve(Dialog));
    const view = (open: boolean) => (
      <MountWhenFirstNeeded when={open}>
        <LazyDialog open={open} />
      </MountWhenFirstNeeded>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(view(true));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-open', 'true');
    // Closed again: still mounted (a dialog plays its closing transition), told it is closed.
    rerender(view(false));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-open', 'false');
  });
});
