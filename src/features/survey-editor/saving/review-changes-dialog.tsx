// The editor's "Review changes" (the entity's dialog): before a running survey, or one with responses, is
// saved. Confirm saves; "Back to editing" keeps everything.
import { ReviewChangesDialog as Review } from '@/entities/survey/ui/review-changes-dialog';
import type { Schedule } from '@/entities/survey/schedule/schedule';
import { ScheduleWords } from '../settings/schedule-timing';
import type { SaveCheck } from './use-save-checks';

/** `schedule`: the launch and stop at a date and time the save arms, said in words (only when it writes them). */
export function ReviewChangesDialog({
  review,
  schedule,
}: {
  review: Extract<SaveCheck, { kind: 'review' }>;
  schedule?: Schedule | null;
}) {
  return (
    <Review
      review={review}
      onAnswer={(answer) => review.resolve(answer === 'save')}
      cancelLabel="Back to editing"
    >
      {schedule ? <ScheduleWords schedule={schedule} /> : null}
    </Review>
  );
}
