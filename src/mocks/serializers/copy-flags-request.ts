// The copy_flags request body. Newest servers validate it with CopyFlagsRequestSerializer
// (products/feature_flags/backend/api/organization_feature_flag.py @ e21f6113), so a bad body gets DRF's
// 400 on the field; 07434db5 read it by hand and answered a bare `{error: "Missing required fields"}`.
import { errors } from '../http/errors';
import { booleanField } from './fields';

export interface CopyRequest {
  key: string;
  fromProject: number;
  targets: unknown[];
  disable: boolean;
  schedule: boolean;
}

/** At most this many targets (`max_length` of target_project_ids). */
const MAX_TARGETS = 50;

const required = (attr: string) => errors.validation('required', 'This field is required.', attr);

/** DRF IntegerField: an int, or text or a float that is a whole number. */
function integerField(value: unknown, attr: string): number {
  if (value === null) throw errors.validation('null', 'This field may not be null.', attr);
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  const number = Number(text);
  if (!text || !Number.isFinite(number) || !Number.isInteger(number))
    throw errors.validation('invalid', 'A valid integer is required.', attr);
  return number;
}

function newestRequest(body: Record<string, unknown>): CopyRequest {
  if (!('feature_flag_key' in body)) throw required('feature_flag_key');
  const key = body.feature_flag_key;
  if (key === null) throw errors.validation('null', 'This field may not be null.', 'feature_flag_key');
  if (typeof key !== 'string' && typeof key !== 'number')
    throw errors.validation('invalid', 'Not a valid string.', 'feature_flag_key');
  if (!String(key).trim())
    throw errors.validation('blank', 'This field may not be blank.', 'feature_flag_key');
  if (!('from_project' in body)) throw required('from_project');
  const fromProject = integerField(body.from_project, 'from_project');
  if (!('target_project_ids' in body)) throw required('target_project_ids');
  const targets = body.target_project_ids;
  if (targets === null) throw errors.validation('null', 'This field may not be null.', 'target_project_ids');
  if (!Array.isArray(targets))
    throw errors.validation(
      'not_a_list',
      `Expected a list of items but got type "${typeof targets === 'string' ? 'str' : typeof targets}".`,
      'target_project_ids',
    );
  const ids = targets.map((target, index) => integerField(target, `target_project_ids__${index}`));
  if (ids.length < 1)
    throw errors.validation('min_length', 'Ensure this field has at least 1 elements.', 'target_project_ids');
  if (ids.length > MAX_TARGETS)
    throw errors.validation(
      'max_length',
      `Ensure this field has no more than ${MAX_TARGETS} elements.`,
      'target_project_ids',
    );
  const flag = (attr: string) => (attr in body ? booleanField(body[attr], attr, false) : false) ?? false;
  const schedule = flag('copy_schedule');
  const disable = flag('disable_copied_flag');
  flag('copy_dependencies');
  return { key: String(key).trim(), fromProject, targets: ids, disable, schedule };
}

/** 07434db5: `if not feature_flag_key or not from_project or not target_project_ids` (Python falsiness). */
function olderRequest(body: Record<string, unknown>): CopyRequest {
  const { feature_flag_key: key, from_project: fromProject, target_project_ids: targets } = body;
  if (!key || !fromProject || !targets || (Array.isArray(targets) && targets.length === 0))
    throw errors.legacy(400, 'Missing required fields');
  return {
    key: String(key),
    fromProject: Number(fromProject),
    targets: Array.isArray(targets) ? targets : [targets],
    disable: body.disable_copied_flag === true,
    schedule: body.copy_schedule === true,
  };
}

export function cleanCopyRequest(body: Record<string, unknown>, newest: boolean): CopyRequest {
  return newest ? newestRequest(body) : olderRequest(body);
}
