// A form saves only what changed (its PATCH carries the changed fields), so a value the user did not
// touch must never block a save: a project stored with a time zone the browser does not list, a legacy
// survey value the editor would not write itself. Problems in what the user changed still do.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { sameJson } from '../same-json';

/**
 * The errors whose top-level field changed since `initial` (or one of the fields it depends on, for a
 * rule that spans two). `root` errors always stay.
 */
export function errorsOfChangedFields<T extends FieldValues>(
  errors: FieldErrors<T>,
  initial: T,
  current: T,
  dependsOn: Partial<Record<keyof T, (keyof T)[]>> = {},
): FieldErrors<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    const fields = [key, ...(dependsOn[key as keyof T] ?? [])] as (keyof T)[];
    if (key === 'root' || fields.some((field) => !sameJson(initial[field], current[field])))
      kept[key] = value;
  }
  return kept as FieldErrors<T>;
}

/** Wraps a resolver so that only errors `keep` returns count; with none, the values pass. */
export function filteredResolver<T extends FieldValues>(
  resolver: Resolver<T>,
  keep: (errors: FieldErrors<T>, values: T) => FieldErrors<T>,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = keep(result.errors, values);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * A resolver whose errors count only for fields that differ from the form's `context`: pass the values
 * the server has as `useForm({ context })`, and a stored value the form would not accept never blocks
 * saving something else.
 */
export function changedFieldsResolver<T extends FieldValues>(resolver: Resolver<T>): Resolver<T, T> {
  return async (values, saved, options) => {
    const result = await resolver(values, undefined, options);
    if (!saved || Object.keys(result.errors).length === 0) return result;
    const errors = errorsOfChangedFields(result.errors, saved, values);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
