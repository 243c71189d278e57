// Parts of a survey the editor shows read-only because what the server stored there cannot be read:
// editing them would mean writing over what Surveyor does not understand. Saving never sends them.
import type { SurveyRecord } from '@/contracts/survey';

export type LockedPart = 'questions' | 'appearance' | 'conditions' | 'targeting';

export const PART_NAMES: Record<LockedPart, string> = {
  questions: 'The questions',
  appearance: 'The appearance',
  conditions: 'The display conditions (and the linked flag variant)',
  targeting: 'The targeting',
};

/** The write fields each locked part owns: never sent while the part is locked. */
const PART_FIELDS: Record<LockedPart, string[]> = {
  questions: ['questions'],
  appearance: ['appearance'],
  conditions: ['conditions'],
  targeting: ['targeting_flag_filters', 'remove_targeting_flag', 'linked_flag_id'],
};

/** The parts of a survey whose stored value has a read problem (none for a new survey). */
export function lockedParts(record: SurveyRecord | null): Set<LockedPart> {
  const parts = new Set<LockedPart>();
  for (const problem of record?.problems ?? []) {
    if (problem.path === 'questions' || problem.path === 'appearance' || problem.path === 'conditions')
      parts.add(problem.path);
    if (problem.path === 'targeting_flag.filters' || problem.path === 'linked_flag.filters')
      parts.add('targeting');
  }
  return parts;
}

/** The write fields a save must leave out. */
export function lockedFields(locked: ReadonlySet<LockedPart>): Set<string> {
  return new Set([...locked].flatMap((part) => PART_FIELDS[part]));
}
