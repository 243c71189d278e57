// The project serializer's fields with rules of their own (ProjectBackwardCompatSerializer and
// TeamSerializer, posthog/api/project.py and posthog/api/team.py): the sample rate's decimal, URL lists,
// the recording's linked flag, and the JSON configs merged on PATCH.
import { errors } from '../http/errors';

/** DRF DecimalField(max_digits=3, decimal_places=2, min 0, max 1): precision first, then the bounds; returned as a string. */
export function sampleRate(value: unknown): string | null {
  const attr = 'session_recording_sample_rate';
  if (value === null) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text))
    // exceptions-hog renders DRF's `invalid` code as `invalid_input` (posthog/api/test/test_team.py @ 0030b351,
    // test_invalid_session_recording_config_returns_validation_error_envelope).
    throw errors.invalid('A valid number is required.', attr);
  const [whole = '', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const wholeDigits = whole.replace(/^0+/, '').length;
  const decimals = fraction.length;
  const digits = wholeDigits === 0 ? decimals : wholeDigits + decimals;
  if (digits > 3)
    throw errors.validation('max_digits', 'Ensure that there are no more than 3 digits in total.', attr);
  if (decimals > 2)
    throw errors.validation(
      'max_decimal_places',
      'Ensure that there are no more than 2 decimal places.',
      attr,
    );
  if (wholeDigits > 1)
    throw errors.validation(
      'max_whole_digits',
      'Ensure that there are no more than 1 digit before the decimal point.',
      attr,
    );
  const number = Number(text);
  if (number > 1) throw errors.validation('max_value', 'Ensure this value is less than or equal to 1.', attr);
  if (number < 0)
    throw errors.validation('min_value', 'Ensure this value is greater than or equal to 0.', attr);
  return number.toFixed(2);
}

const DRF_TRUE = new Set<unknown>([
  't',
  'T',
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  'true',
  'True',
  'TRUE',
  'on',
  'On',
  'ON',
  '1',
  1,
  true,
]);
const DRF_FALSE = new Set<unknown>([
  'f',
  'F',
  'n',
  'N',
  'no',
  'No',
  'NO',
  'false',
  'False',
  'FALSE',
  'off',
  'Off',
  'OFF',
  '0',
  0,
  false,
]);
const DRF_NULL = new Set<unknown>(['null', 'Null', 'NULL', '', null]);

/**
 * A nullable model BooleanField as DRF's BooleanField reads it: the words and numbers it knows for true,
 * false and null. test_update_test_filter_default_checked (posthog/api/test/test_team.py @ 0030b351) sends
 * the string "true" to test_account_filters_default_checked and gets true.
 */
export function drfNullableBoolean(value: unknown, attr: string): boolean | null {
  if (DRF_TRUE.has(value)) return true;
  if (DRF_FALSE.has(value)) return false;
  if (DRF_NULL.has(value)) return null;
  throw errors.validation('invalid', 'Must be a valid boolean.', attr);
}

export const RETENTION_PERIODS = ['30d', '90d', '1y', '5y'];

export function urlList(value: unknown, attr: string, strict: boolean): string[] | null {
  if (value === null && attr === 'recording_domains') return null;
  if (!Array.isArray(value))
    throw errors.validation('not_a_list', `Expected a list of items but got type "${typeof value}".`, attr);
  const kept = value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  if (strict) {
    for (const entry of kept) {
      const wildcards = (entry.split('/')[2] ?? '').split('*').length - 1;
      let ok = wildcards <= 5;
      try {
        new URL(entry.replace(/\*/g, 'wildcard'));
      } catch {
        ok = false;
      }
      if (!ok) throw errors.invalid(`Invalid URL: ${entry}`, attr);
    }
  }
  return kept;
}

export function linkedFlag(value: unknown): Record<string, unknown> | null {
  const attr = 'session_recording_linked_flag';
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw errors.invalid('Must provide a dictionary or None.', attr);
  const flag = value as Record<string, unknown>;
  const keys = Object.keys(flag).sort().join(',');
  if (keys !== 'id,key' && keys !== 'id,key,variant') {
    throw errors.invalid(
      "Must provide a dictionary with only 'id' and 'key' keys. _or_ only 'id', 'key', and 'variant' keys.",
      attr,
    );
  }
  const id = typeof flag.id === 'string' && /^\d+$/.test(flag.id) ? Number(flag.id) : flag.id;
  if (typeof id !== 'number' || !Number.isInteger(id))
    throw errors.invalid("Must provide an integer 'id'.", attr);
  return { ...flag, id };
}

/** survey_config and modifiers are shallow-merged on PATCH; session_replay_config one level deeper. */
export function mergeConfig(
  field: string,
  stored: unknown,
  incoming: Record<string, unknown>,
): Record<string, unknown> {
  const base = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  if (field !== 'session_replay_config') return { ...base, ...incoming };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(incoming)) {
    const previous = base[key];
    const bothObjects =
      value && typeof value === 'object' && !Array.isArray(value) && previous && typeof previous === 'object';
    merged[key] = bothObjects ? { ...(previous as object), ...(value as object) } : value;
  }
  return merged;
}
