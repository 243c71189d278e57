// The fields a question has because of its kind, one component per kind (the common fields are in
// common-fields.tsx). The compiler checks that every kind has an entry; null: the common fields suffice.
import type { ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import type { QuestionType, ReadQuestion } from '@/contracts/survey-questions';
import { ChoicesEditor } from './choices-editor';
import { LinkFields } from './link-fields';
import { RatingFields } from './rating-fields';

const QUESTION_FIELDS: Record<QuestionType, ComponentType<{ index: number }> | null> = {
  open: null,
  link: LinkFields,
  rating: RatingFields,
  single_choice: ChoicesEditor,
  multiple_choice: ChoicesEditor,
};

/** The fields of the kind the question has now (none for a question Surveyor cannot read). */
export function KindFields({ index }: { index: number }) {
  const type = useWatch({ name: `questions.${index}.type` }) as ReadQuestion['type'];
  const Fields = type === 'unreadable' ? null : QUESTION_FIELDS[type];
  return Fields ? <Fields index={index} /> : null;
}
