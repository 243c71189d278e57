// List state lives in the URL: parsed by a zod schema with defaults; defaults are left out of the URL.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { afterNextPaint } from '../react/after-next-paint';

type Shape = z.ZodObject<z.ZodRawShape>;

export function parseSearch<S extends Shape>(schema: S, params: URLSearchParams): z.infer<S> {
  return schema.parse(Object.fromEntries(params.entries()));
}

/** A patch, or a function of the latest state giving one (for steps such as "one page on"). */
export type SearchPatch<T> = Partial<T> | ((current: T) => Partial<T>);

/** A step on screen before its address is written, and the addresses that are the hook's own meanwhile. */
interface Pending {
  next: URLSearchParams;
  own: ReadonlySet<string>;
}

export function useSearchState<S extends Shape>(schema: S) {
  const [params, setParams] = useSearchParams();
  // A page step shown before its address is written (see setState's `flushSync`), and the addresses that
  // are this hook's own since it was made: the one it was made on and those written for it. The step is
  // shown while the address is one of those; any other address (Back, a link) outdates it.
  const [pending, setPending] = useState<Pending | null>(null);
  const address = params.toString();
  const shown = pending?.own.has(address) ? pending.next : params;
  const state = useMemo(() => parseSearch(schema, shown), [schema, shown]);
  const defaults = useMemo(() => schema.parse({}), [schema]);
  // React Router renders a navigation in a transition, so on a busy page a second click can come before
  // `params` shows the first one. Patches build on the URL last written here, so none is lost.
  const latest = useRef(params);
  const rendered = useRef(address);
  useLayoutEffect(() => {
    latest.current = shown;
    rendered.current = address;
  }, [shown, address]);
  const cancelWrite = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelWrite.current?.(), []);
  useEffect(() => {
    if (!pending) return;
    const caughtUp = address === pending.next.toString();
    if (!caughtUp && pending.own.has(address)) return;
    // Written, or another navigation came first (its address wins; the step is not written).
    if (!caughtUp) cancelWrite.current?.();
    cancelWrite.current = null;
    setPending(null);
  }, [pending, address]);
  // `flushSync` (a page step to a page read ahead): the new state is drawn in a synchronous render of this
  // component alone, in the click's own task; the address is written after that paint (the router's
  // navigation re-renders every route on the screen, too slow to wait for between a click and its page).
  const setState = useCallback(
    (patch: SearchPatch<z.infer<S>>, options: { replace?: boolean; flushSync?: boolean } = {}) => {
      const base = latest.current;
      const current = parseSearch(schema, base);
      const changes = typeof patch === 'function' ? patch(current) : patch;
      const next = new URLSearchParams(base);
      const merged = { ...current, ...changes } as Record<string, unknown>;
      for (const [key, value] of Object.entries(merged)) {
        if (
          value === undefined ||
          value === null ||
          value === '' ||
          value === (defaults as Record<string, unknown>)[key]
        )
          next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      cancelWrite.current?.();
      cancelWrite.current = null;
      if (!options.flushSync) {
        setParams(next, { replace: options.replace });
        return;
      }
      const from = rendered.current;
      flushSync(() => setPending((before) => ({ next, own: new Set([...(before?.own ?? []), from]) })));
      cancelWrite.current = afterNextPaint(() => {
        cancelWrite.current = null;
        setPending((before) =>
          before?.next === next ? { next, own: new Set([...before.own, next.toString()]) } : before,
        );
        setParams(next, { replace: options.replace });
      });
    },
    [schema, defaults, setParams],
  );
  return [state, setState] as const;
}
