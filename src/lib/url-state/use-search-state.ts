// List state lives in the URL: parsed by a zod schema with defaults; defaults are left out of the URL.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

type Shape = z.ZodObject<z.ZodRawShape>;

export function parseSearch<S extends Shape>(schema: S, params: URLSearchParams): z.infer<S> {
  return schema.parse(Object.fromEntries(params.entries()));
}

/** A patch, or a function of the latest state giving one (for steps such as "one page on"). */
export type SearchPatch<T> = Partial<T> | ((current: T) => Partial<T>);

export function useSearchState<S extends Shape>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(schema, params), [schema, params]);
  const defaults = useMemo(() => schema.parse({}), [schema]);
  // React Router renders a navigation in a transition, so on a busy page a second click can come before
  // `params` shows the first one. Patches build on the URL last written here, so none is lost.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  // `flushSync`: the router shows the new address in a synchronous render instead of a transition (a
  // page step to a page read ahead, drawn in the click's own task).
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
      setParams(next, { replace: options.replace, flushSync: options.flushSync });
    },
    [schema, defaults, setParams],
  );
  return [state, setState] as const;
}
