// What the editor has to say above the form: why it cannot save, a version being restored, a draft to
// restore (and what was saved elsewhere since it was written), a draft that cannot be used, a draft it
// could not keep, what could not be read, what was repaired on loading, why the last save failed, and
// the problems left to fix.
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { SurveyRecord } from '@/contracts/survey';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { IsolatedText } from '@/components/display/isolated-text';
import { ReadProblemsAlert } from '@/components/feedback/read-problems-alert';
import type { ChangedSince } from './drafts/draft-base';
import type { DraftOffer, UnusableDraft } from './drafts/use-survey-draft';
import type { LoadNotice } from './document/convert';
import { PART_NAMES, type LockedPart } from './document/locked-parts';
import { ProblemSummary } from './problem-summary';

interface EditorNoticesProps {
  record: SurveyRecord | null;
  locked: ReadonlySet<LockedPart>;
  /** Why this key cannot save, when it cannot. */
  missingWrite: string | null;
  draft: {
    offered: DraftOffer | null;
    unusable: UnusableDraft | null;
    failed: boolean;
    onRestore: () => void;
    onDiscard: (key: string) => void;
    /** A restored draft that others' saves since will be merged with on saving. */
    restoredOver: ChangedSince | null;
    onDismissRestored: () => void;
  };
  /** Branching rules repaired when the survey was loaded. */
  loadNotices: LoadNotice[];
  saveError: unknown;
  onGoToProblem: (path: string) => void;
  /** A version from the survey's history, loaded as unsaved changes. */
  restored?: { label: string; onDismiss: () => void; leftAsIs: readonly string[] } | null;
}

const when = (savedAt: string) => new Date(savedAt).toLocaleString();

/** At most five parts by name (server text isolated: render with IsolatedText); a long list says how many more. */
function partsWords(parts: readonly string[]): string {
  return parts.length > 5 ? `${parts.slice(0, 5).join(', ')} and ${parts.length - 5} more` : parts.join(', ');
}

const clashWords = (clashes: number) =>
  clashes === 0 ? '' : `; you choose for the ${clashes === 1 ? 'part' : `${clashes} parts`} you both changed`;

export function EditorNotices({
  record,
  locked,
  missingWrite,
  draft,
  loadNotices,
  saveError,
  onGoToProblem,
  restored = null,
}: EditorNoticesProps) {
  const [repairsShown, setRepairsShown] = useState(loadNotices.length > 0);
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {missingWrite ? (
        <Alert severity="info">Read-only: {missingWrite} You can look at the editor but not save.</Alert>
      ) : null}
      {restored ? (
        <Alert severity="info" onClose={restored.onDismiss}>
          <AlertTitle>
            Restoring <IsolatedText text={restored.label} />
          </AlertTitle>
          It is loaded as unsaved changes: save to make it the current version (you will see what changes
          first), or undo to go back. Launch, stop and archive stay as they are now.
          {restored.leftAsIs.map((words) => (
            <Box component="span" key={words} sx={{ display: 'block', mt: 0.5 }}>
              <IsolatedText text={words} />
            </Box>
          ))}
        </Alert>
      ) : null}
      {draft.offered ? (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={draft.onRestore}>
                Restore draft
              </Button>
              <Button color="inherit" size="small" onClick={() => draft.onDiscard(draft.offered!.key)}>
                Discard it
              </Button>
            </Stack>
          }
        >
          <AlertTitle>Unsaved draft found</AlertTitle>
          You have unsaved changes to this survey from {when(draft.offered.savedAt)}
          {draft.offered.fromOtherTab ? ', made in another tab that is now closed' : ''}.
          {draft.offered.changedSince ? (
            <>
              {' '}
              Since then it was saved elsewhere (
              <IsolatedText text={partsWords(draft.offered.changedSince.parts)} />
              ). Restoring keeps their changes: when you save, you see them beside yours
              {clashWords(draft.offered.changedSince.clashes)}.
            </>
          ) : null}
        </Alert>
      ) : null}
      {draft.unusable ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => draft.onDiscard(draft.unusable!.key)}>
              Discard
            </Button>
          }
        >
          A draft of this survey was found but cannot be used: {draft.unusable.reason}.
          {draft.unusable.savedAt ? ` It was written ${when(draft.unusable.savedAt)}.` : ''}
        </Alert>
      ) : null}
      {draft.restoredOver ? (
        <Alert severity="info" onClose={draft.onDismissRestored}>
          <AlertTitle>Draft restored on the version it was written from</AlertTitle>
          Since then the survey was saved elsewhere (
          <IsolatedText text={partsWords(draft.restoredOver.parts)} />
          ). Their changes are not shown here yet: when you save, “Changed elsewhere” shows them beside yours
          and keeps what only one of you changed{clashWords(draft.restoredOver.clashes)}.
        </Alert>
      ) : null}
      {draft.failed ? (
        <Alert severity="warning">
          This browser refused to keep a local draft (storage full or disabled): save soon to avoid losing
          work.
        </Alert>
      ) : null}
      {record?.problems.length ? (
        <ReadProblemsAlert
          subject="survey"
          problems={record.problems}
          consequence={`What could not be read is kept exactly as it is stored: saving sends only what you change.${
            locked.size
              ? ` ${[...locked].map((part) => PART_NAMES[part]).join(' and ')} cannot be edited here.`
              : ''
          }`}
        />
      ) : null}
      {repairsShown ? (
        <Alert severity="warning" onClose={() => setRepairsShown(false)}>
          <AlertTitle>Some branching rules were repaired when the survey was loaded</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {loadNotices.map((notice, index) => (
              <li key={index}>{notice.message}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {saveError ? (
        <ApiErrorAlert error={saveError} title="The survey was not saved; your changes are kept" />
      ) : null}
      <ProblemSummary onGo={onGoToProblem} />
    </Stack>
  );
}
