// Puts a server's 400 on the form field its `attr` names, so the message sits next to what to fix.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
