import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './external-store';

describe('createStore', () => {
  it('tells its listeners about a new value, and only about a new one', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const same = store.get();
    store.set(same);
    expect(listener).not.toHaveBeenCalled();
    store.set({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ count: 1 });
    unsubscribe();
    store.set({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('re-renders a component only when the part it selected changed', () => {
    const store = createStore({ name: 'Acme', visits: 0 });
    const renders = vi.fn();
    function Name() {
      const name = useStore(store, (state) => state.name);
      renders();
      return <p>{name}</p>;
    }
    render(<Name />);
    expect(screen.getByText('Acme')).toBeInTheDocument();
    act(() => store.set({ ...store.get(), visits: 1 }));
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => store.set({ ...store.get(), name: 'Northwind' }));
    expect(screen.getByText('Northwind')).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('reads the whole value without a selector', () => {
    const store = createStore<readonly string[]>([]);
    function Count() {
      return <p>{useStore(store).length} items</p>;
    }
    render(<Count />);
    act(() => store.set(['a', 'b']));
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });
});
