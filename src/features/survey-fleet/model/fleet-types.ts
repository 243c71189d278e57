// The small shapes the fleet model reads: references looked up in a project, and a list that could not
// be read (said in words, never treated as empty).
import { isPlainObject } from '@/contracts/readable';

/** A cohort or an action of a project, named as its project names it (null: no name). */
export interface NamedRef {
  id: number;
  name: string | null;
}

/** A feature flag of a project: its key (unique per project) and its variants' keys. */
export interface FlagRef {
  id: number;
  key: string;
  variants: string[];
}

/** A list the key could not read, with the reason in words ("needs the cohort:read scope"). */
export interface Unreadable {
  unreadable: string;
}

export const isUnreadable = (value: unknown): value is Unreadable =>
  isPlainObject(value) && typeof value.unreadable === 'string';
