// List state lives in the URL: parsed by a zod schema with defaults; defaults are left out of the URL.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

type Shape = z.ZodObject<z.ZodRawShape>;

export function parseSearch<S extends Shape>(schema: S, params: URLSearchParams): z.infer<S> {
  return schema.parse(Object.fromEntries(params.entries()));
}

export function useSearchState<S extends Shape>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(schema, params), [schema, params]);
  const defaults = useMemo(() => schema.parse({}), [schema]);
  const setState = useCallback(
    (patch: Partial<z.infer<S>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...parseSearch(schema, current), ...patch } as Record<string, unknown>;
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
          return next;
        },
        { replace: options.replace },
      );
    },
    [schema, defaults, setParams],
  );
  return [state, setState] as const;
}
