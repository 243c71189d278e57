// What a survey write carries between the serializer (survey.ts) and its validate() and pre-save checks
// (survey-validate.ts): the context of the request and the cleaned fields. Types of their own, so the two
// steps share them without importing each other back.
import type { Survey } from '@/contracts/survey';
import type { DemoKey } from '../http/auth';
import type { TargetingChange } from '../models/survey';

/** The cleaned write: the survey's fields, and the flag changes the model applies on save. */
export interface Cleaned extends TargetingChange {
  fields: Partial<Survey>;
  linkedFlagId?: number | null;
}

/** What a write's checks need besides the body: the project, its organization, the key, the site URL. */
export interface WriteContext {
  projectId: number;
  organizationId: string;
  key: DemoKey;
  origin: string;
}
