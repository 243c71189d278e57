// DRF's field checks and Python's semantics, shared by the serializers: each returns the cleaned value or
// throws the 400 DRF would, with its code and message, on the field's `attr`.
import { errors } from '../http/errors';

/** Python truthiness of a JSON value: None, False, 0, '', [] and {} are falsy. */
export function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** A JSON object (Python dict). */
export const isDict = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** IntegerField(min_value, max_value, allow_null=True). */
export function intInRange(value: unknown, attr: string, min: number, max?: number): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw errors.validation('invalid', 'A valid integer is required.', attr);
  if (value < min)
    throw errors.validation('min_value', `Ensure this value is greater than or equal to ${min}.`, attr);
  if (max !== undefined && value > max)
    throw errors.validation('max_value', `Ensure this value is less than or equal to ${max}.`, attr);
  return value;
}

/** DateTimeField(allow_null=True), stored in UTC. */
export function dateOrNull(value: unknown, attr: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw errors.validation(
      'invalid',
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      attr,
    );
  }
  return new Date(value).toISOString();
}

/** BooleanField, nullable unless the model field is not (then null is refused as invalid, as DRF does). */
export function booleanField(value: unknown, attr: string, nullable = true): boolean | null {
  if (value === null && nullable) return null;
  if (typeof value !== 'boolean') throw errors.validation('invalid', 'Must be a valid boolean.', attr);
  return value;
}

/** ListField(child=CharField()), nullable. */
export function stringList(value: unknown, attr: string): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw errors.validation('not_a_list', 'Expected a list of strings.', attr);
  }
  return value as string[];
}

/** DRF's message for a value: `"{input}" is not a valid choice.` formats the Python value. */
function pythonStr(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** DRF ChoiceField.to_internal_value (null is refused first by run_validation). */
export function choice(value: unknown, choices: readonly string[], attr: string): string {
  if (value === null) throw errors.validation('null', 'This field may not be null.', attr);
  const text = pythonStr(value);
  if (typeof value === 'object' || !choices.includes(text)) {
    throw errors.validation('invalid_choice', `"${text}" is not a valid choice.`, attr);
  }
  return text;
}
