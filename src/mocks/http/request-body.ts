// Request bodies as DRF's JSONParser and a serializer's `to_internal_value` read them: invalid JSON is a
// parse_error, and anything but a JSON object is refused before any field is looked at.
import { errors } from './errors';

export async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.validation(
      'parse_error',
      'JSON parse error - Expecting value: line 1 column 1 (char 0)',
      null,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    const got = Array.isArray(parsed)
      ? 'list'
      : parsed === null
        ? 'NoneType'
        : typeof parsed === 'string'
          ? 'str'
          : typeof parsed;
    throw errors.invalid(`Invalid data. Expected a dictionary, but got ${got}.`, null);
  }
  return parsed as Record<string, unknown>;
}
