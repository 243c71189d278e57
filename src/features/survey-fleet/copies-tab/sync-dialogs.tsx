// The checks of a push or pull on screen: "Changed elsewhere" when the survey changed since the Copies tab
// read it (the same merge as the editor's), then "Review changes" for each survey written.
import { isolate } from '@/lib/bidi';
import { ChangedElsewhereDialog } from '@/entities/survey/ui/changed-elsewhere-dialog';
import { ReviewChangesDialog } from '@/entities/survey/ui/review-changes-dialog';
import type { SyncCheck } from './use-fleet-sync';

export function SyncDialogs({ check }: { check: SyncCheck | null }) {
  if (!check) return null;
  if (check.kind === 'review')
    return (
      <ReviewChangesDialog
        review={check}
        onAnswer={check.resolve}
        subject={{ name: String(check.target.read.name ?? ''), projectName: check.target.projectName }}
      />
    );
  return (
    <ChangedElsewhereDialog
      conflict={check}
      words={{
        intro: `“${isolate(String(check.target.read.name ?? ''))}” in ${isolate(check.target.projectName)} was saved elsewhere after the Copies tab read it. What only one side changed is kept; where both changed the same thing, choose which to keep.`,
        cancel: 'Skip this survey',
      }}
    />
  );
}
