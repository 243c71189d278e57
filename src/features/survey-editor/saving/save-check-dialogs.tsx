// The dialog a save waits on ("Changed elsewhere", "Review changes"), drawn on its own: opening it draws
// this and the dialog, not the editor around it.
import { useFormContext } from 'react-hook-form';
import { ChangedElsewhereDialog } from '@/entities/survey/ui/changed-elsewhere-dialog';
import type { SurveyEditorValues } from '../document/editor-values';
import { statedSchedule } from '../settings/schedule-timing';
import { ReviewChangesDialog } from './review-changes-dialog';
import { useSaveCheck, type SaveCheckStore } from './use-save-checks';

export function SaveCheckDialogs({ checks }: { checks: SaveCheckStore }) {
  const check = useSaveCheck(checks);
  const { getValues } = useFormContext<SurveyEditorValues>();
  if (check?.kind === 'conflict') return <ChangedElsewhereDialog conflict={check} />;
  if (check?.kind === 'review')
    return (
      <ReviewChangesDialog
        review={check}
        // The schedule in words only when this save writes it: never a stale one under other changes.
        schedule={check.alongside.length > 0 ? statedSchedule(getValues('schedule')) : null}
      />
    );
  return null;
}
