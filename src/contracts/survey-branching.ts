// A question's branching, as the SDK follows it and as PostHog stores it (free JSON: read leniently, a
// kind Surveyor does not know is kept as it is). Part of the survey contract (survey.ts).
import { z } from 'zod';

/** A response-based target: a question index or the literal "end". */
export const branchTarget = z.union([z.number().int(), z.literal('end')]);
export type BranchTarget = z.infer<typeof branchTarget>;

/** The four kinds the SDK follows; what the editor writes. */
export const branching = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('next_question') }),
  z.looseObject({ type: z.literal('end') }),
  z.looseObject({
    type: z.literal('response_based'),
    responseValues: z.record(z.string(), branchTarget),
  }),
  z.looseObject({ type: z.literal('specific_question'), index: z.number().int() }),
]);
export type Branching = z.infer<typeof branching>;

/**
 * Branching as stored. The SDK reads `type` and, for some types, `index` or `responseValues`; any other
 * type (e.g. the June-2024 `confirmation_message`) makes it log a warning and go to the next question.
 * Anything that is not such an object is read as no branching, as the SDK does.
 */
export const branchingRead = z
  .looseObject({
    type: z.string(),
    index: z.unknown().optional(),
    responseValues: z.record(z.string(), z.unknown()).nullish().catch(null),
  })
  .nullish()
  .catch(null);
export type BranchingRead = NonNullable<z.infer<typeof branchingRead>>;

export const KNOWN_BRANCHING_TYPES: readonly string[] = [
  'next_question',
  'end',
  'response_based',
  'specific_question',
];
