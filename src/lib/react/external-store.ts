// A value kept outside React (the active connection, learnt scopes, writes never sent…) that code reads
// and sets anywhere, and components read with `useStore`: they re-render when what they selected changes.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  /** Replaces the value; listeners hear of it only when it is another value (`Object.is`). */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (Object.is(next, state)) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The store's value, or the part `selector` picks, in a component. The selector returns a part of the
 * value or something compared by value (a string, a number): a new object on every call would re-render
 * without end.
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: Store<T>, selector?: (state: T) => S): T | S {
  const read = () => (selector ? selector(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
