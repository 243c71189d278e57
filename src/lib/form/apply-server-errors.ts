// Puts a server's 400 on the form field its `attr` names, so the message sits next to what to fix.
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/** `questions__0__question` (the API's nesting) → `questions.0.question` (react-hook-form's). */
export function attrToFieldPath(attr: string): string {
  return attr.split('__').join('.');
}

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  fieldMap: Record<string, string> = {},
): boolean {
  if (isApiError(error) && error.status === 400 && error.attr) {
    const path = fieldMap[error.attr] ?? attrToFieldPath(error.attr);
    const root = path.split('.')[0]!;
    if (knownFields.includes(path) || knownFields.includes(root)) {
      setError(path as Path<T>, { type: 'server', message: error.detail }, { shouldFocus: true });
      return true;
    }
  }
  setError('root.serverError' as Path<T>, {
    type: 'server',
    message: isApiError(error) ? error.detail : String(error),
  });
  return false;
}

export interface FieldErrorEntry {
  path: string;
  message: string;
}

/**
 * Every field error with its dotted path, in form order: for a summary, so that a reason is never lost
 * when its field is not on screen (or is a list, a list item or a switch). The form's `root` errors are
 * left out: they are not about a field.
 */
export function listFieldErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrorEntry[] {
  const found: FieldErrorEntry[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (path && typeof message === 'string' && message) found.push({ path, message });
    for (const [key, child] of Object.entries(node)) {
      if (['message', 'type', 'types', 'ref'].includes(key)) continue;
      // A list's own error sits in its `root` (react-hook-form field arrays); the form's `root` is not a field.
      if (key === 'root') {
        if (path) walk(child, path);
        continue;
      }
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return found;
}
