// The survey editor: one react-hook-form form (basics, questions, settings) validated by a zod schema
// derived from the contracts, with undo/redo, a local draft, a leave guard, a live preview and the
// flow graph. POST for a new survey, PATCH of the changed fields for an existing one (after the "Changed
// elsewhere" and "Review changes" checks). Each concern is a hook of its own, in the folder of its
// concern (saving/, document/) or beside this file; this file puts them together.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Box, LinearProgress } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { readSurvey, type SurveyRecord } from '@/contracts/survey';
import {
  readRestoreVersion,
  unrestoredChanges,
  unrestoredWords,
} from '@/entities/survey/versions/restore-version';
import { surveyAccessReason } from '@/entities/survey/model/survey-access';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useNotify } from '@/components/feedback/notifications';
import { notifyWritten } from '@/components/feedback/notify-written';
import { useMissingScope } from '@/lib/api/scopes';
import { useLeaveGuard } from '@/lib/form/use-leave-guard';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { surveyEditorSearch } from './editor-search';
import type { ChangedSince } from './drafts/draft-base';
import { editorResolver } from './document/editor-resolver';
import {
  baselineOf,
  toEditorValues,
  type NewSurveySeed,
  type SurveyEditorValues,
} from './document/editor-values';
import type { EditorTab } from './document/form-errors';
import { lockedFields, lockedParts } from './document/locked-parts';
import { EditorStores, EditorStoresContext } from './document/editor-stores';
import { useDocumentSync } from './document/use-document-sync';
import { useEditHistory } from './document/use-edit-history';
import { useFormChanges } from './document/use-form-changes';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useGoToField } from './use-go-to-field';
import { useSaveSurvey, type SaveOutcome } from './saving/use-save-survey';
import { useSurveyDraft } from './drafts/use-survey-draft';
import { useUnsavedChanges } from './saving/use-unsaved-changes';
import { carryScheduleState, readCarriedSchedule } from './drafts/carried-schedule';
import { EditorHeader } from './editor-header';
import { EditorNotices } from './editor-notices';
import { StoredFlowNotice } from './branching/stored-flow-notice';
import { EditorTabPanel } from './editor-tab-panel';
import { EditorTabs } from './editor-tabs';
import { focusQuestionText } from './questions/reveal-question';
import { SaveCheckDialogs } from './saving/save-check-dialogs';
import { SurveyBasics } from './survey-basics';
import { scheduleToValues, scheduleTouched, type ScheduleOpening } from './settings/schedule';
import { paths } from '@/lib/paths';

interface SurveyEditorProps {
  projectId: number;
  /** null for a new survey. */
  record: SurveyRecord | null;
  seed?: NewSurveySeed;
  /** The project's zone and the schedule the survey's gate holds. */
  opening?: ScheduleOpening;
}

export function SurveyEditor({ projectId, record, seed, opening }: SurveyEditorProps) {
  const survey = record?.survey ?? null;
  const notify = useNotify();
  const navigate = useNavigate();
  const missingScope = useMissingScope('survey:write');
  // Why this editor cannot save: the key lacks the scope, or PostHog's access control lets this user only
  // view the survey (its writes would answer 403), said before anything is typed.
  const missingWrite = missingScope ?? (survey ? surveyAccessReason(survey) : null);
  const [search, setSearch] = useSearchState(surveyEditorSearch);
  const tab = search.tab as EditorTab;
  const setTab = useCallback((next: EditorTab) => setSearch({ tab: next }), [setSearch]);

  const [initial] = useState(() => baselineOf(record, seed, undefined, opening));
  /** What the server has: saves send what differs from it, merged onto what it stored. */
  const [baseline, setBaseline] = useState(initial.baseline);
  const [locked] = useState(() => lockedParts(record));
  // The stores start from the form's first values, so the flow and the preview never draw an empty survey
  // before the form's subscription (use-document-sync.ts) has run.
  const [stores] = useState(() => new EditorStores(initial.baseline.values.questions));
  // The loop check reads the API view the stores derive once per change (use-document-sync.ts).
  const [resolver] = useState(() => editorResolver(!record, stores.apiViewFor));
  const form = useForm<SurveyEditorValues, SurveyEditorValues>({
    resolver,
    // An existing survey is checked only where it differs from what the server has.
    context: baseline.values,
    defaultValues: initial.baseline.values,
    // Messages appear on the first save attempt, then follow each change. Validating on blur would make
    // a message vanish under the pointer and move the button being clicked.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => stores.baseline.set(baseline), [stores, baseline]);
  // One subscription to the form decides what follows an edit: at once (the document's stores), or once
  // edits pause (the undo step, the draft, "Unsaved changes"), each on its own schedule, one timer for all.
  const changes = useFormChanges(form);
  const history = useEditHistory(form, changes, stores, initial.baseline.values);
  const draft = useSurveyDraft(form, changes, {
    projectId,
    surveyId: survey?.id ?? null,
    baseline,
    initialValues: initial.baseline.values,
    lockedFields: lockedFields(locked),
    isApplying: history.isApplying,
    currentGate: initial.baseline.opening?.gate,
  });
  /** A restored draft whose save will be merged with what was saved elsewhere since it was written. */
  const [restoredOver, setRestoredOver] = useState<ChangedSince | null>(null);
  // The editor goes back to where the draft was written: its values in the form, the version they were
  // edited from as the baseline. Saving then merges with what the server has now, as every save does
  // ("Changed elsewhere"), so what others saved since the draft is kept, never reverted.
  const restoreDraft = () =>
    draft.restore((offer) => {
      if (offer.base) setBaseline(offer.base);
      history.restore(offer.values);
      setRestoredOver(offer.changedSince);
      if (!offer.changedSince) notify('Your unsaved draft was restored');
    });
  const unsaved = useUnsavedChanges(form, changes, baseline, stores.apiViewFor);

  // The gate's changes could not be read when the editor opened, and now they have been (Retry on the
  // Schedule tab): the baseline takes the schedule they say, and so does the form unless the user has
  // already changed the schedule (then only the "could not be read" goes).
  useEffect(() => {
    const read = opening?.gate;
    if (!opening || !read || read.unread || !baseline.opening?.gate?.unread) return;
    const current = readSurvey(baseline.stored).value?.survey ?? survey;
    const schedule = scheduleToValues(current, Date.now(), opening);
    const touched = scheduleTouched(baseline.values.schedule, form.getValues('schedule'));
    setBaseline({ ...baseline, values: { ...baseline.values, schedule }, opening });
    if (!touched) history.replaceQuietly({ ...form.getValues(), schedule });
    else
      form.setValue('schedule.timed', {
        ...form.getValues('schedule.timed'),
        unread: null,
        paused: schedule.timed.paused,
      });
  }, [opening, baseline, survey, form, history]);
  useDocumentSync(form, changes, stores);
  const { goTo, showQuestion } = useGoToField(form, stores, setTab);

  /** A question added on the flow graph opens in the form, ready for its text. */
  const openNewQuestion = useCallback(
    (uid: string) => {
      if (tab !== 'questions') setTab('questions');
      stores.select(uid, { expand: true });
      focusQuestionText(uid);
    },
    [tab, setTab, stores],
  );

  // A small survey opens with every question expanded; a long one with the first, so it opens fast.
  const { getValues, setValue } = form;
  useEffect(() => {
    const uids = getValues('questions').map((question) => question.uid);
    stores.setAllExpanded(uids.length <= 8 ? uids : uids.slice(0, 1), true);
  }, [getValues, stores]);

  // "Restore this version" on the survey page: the version comes in the router's state and becomes an
  // unsaved change (one undo step). The state is dropped at once, so a reload does not load it again.
  const location = useLocation();
  const [restoring, setRestoring] = useState(() => readRestoreVersion(location.state));
  const restoreApplied = useRef(false);
  useEffect(() => {
    if (!restoring || restoreApplied.current) return;
    restoreApplied.current = true;
    const version = readSurvey(restoring.survey).value;
    if (version) history.restore(toEditorValues(version.survey).values);
    else notify(`${restoring.label} could not be read, so it was not loaded`, 'error');
    navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [restoring, history, navigate, notify, location.pathname, location.search]);

  // A new survey's schedule that could not be written comes from its "new" editor (carried-schedule.ts):
  // filled in again as an unsaved change, with the reason. The state is dropped at once, like a restore's.
  const [carried] = useState(() => readCarriedSchedule(location.state));
  const carriedApplied = useRef(false);
  useEffect(() => {
    if (!carried || carriedApplied.current) return;
    carriedApplied.current = true;
    history.editStep(() => setValue('schedule', carried.schedule, { shouldDirty: true }));
    notify(
      `The survey was created, but its schedule was not: ${carried.reason} It is filled in again: save to schedule it.`,
      'warning',
    );
    navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [carried, history, setValue, navigate, notify, location.pathname, location.search]);

  // What a restore of that version leaves as it is now (fields the editor does not edit, the lifecycle).
  const restoredLeftAsIs = useMemo(
    () => (restoring && record ? unrestoredWords(unrestoredChanges(restoring.survey, record.raw)) : []),
    [restoring, record],
  );

  // After a save: the leave guard below is read only then, once the save hook has given it its state.
  const onSaved = (outcome: SaveOutcome) => {
    draft.clear();
    if (outcome.kind !== 'unchanged') setRestoredOver(null);
    unsaved.markSaved();
    // A restored version, once saved, is the current one.
    if (outcome.kind !== 'unchanged') setRestoring(null);
    if (outcome.kind === 'created') {
      guard.allowNext();
      notifyWritten(notify, `Survey "${outcome.values.name.trim()}" created`, outcome.written);
      // Without a readable answer the new survey's id is unknown: its list shows it.
      const created = outcome.written.data?.survey.id;
      navigate(
        created
          ? paths.surveyEdit(projectId, created, tab !== 'questions' ? tab : undefined)
          : paths.surveys(projectId),
        {
          replace: true,
          // Its schedule could not be written: what was typed goes with it, to be saved again there.
          state:
            created && outcome.scheduleError
              ? carryScheduleState(outcome.values.schedule, outcome.scheduleError)
              : undefined,
        },
      );
    } else if (outcome.kind === 'unchanged') {
      if (!outcome.scheduleError) notify('Nothing to save: no changes', 'info');
    } else if (outcome.kind === 'merged') {
      // The form takes the merged survey as one undo step: Undo brings back what it held before.
      setBaseline(outcome.baseline);
      history.restore(outcome.values);
      if (outcome.written)
        notifyWritten(notify, 'Survey saved, with the changes made elsewhere', outcome.written);
      else
        notify(
          'Nothing of yours differed from the changes made elsewhere: the editor now shows them',
          'info',
        );
    } else if (outcome.kind === 'scheduled') {
      // The form takes the survey as the server has it now: the gate linked, the schedule read back.
      setBaseline(outcome.baseline);
      history.replaceQuietly(outcome.baseline.values);
      notify('Survey saved with its schedule');
    } else {
      setBaseline(outcome.baseline);
      history.replaceQuietly(outcome.baseline.values);
      notifyWritten(notify, 'Survey saved', outcome.written);
    }
    // The survey was saved, its schedule not (each step names itself): said also after a new survey opens.
    // The baseline is then what the server has, the schedule still to save: the form stays unsaved.
    if (outcome.keptBaseline) setBaseline(outcome.keptBaseline);
    if (outcome.scheduleError instanceof Error) notify(outcome.scheduleError.message, 'error');
  };
  const saving = useSaveSurvey(form, changes, {
    projectId,
    surveyId: survey?.id ?? null,
    baseline,
    lockedFields: lockedFields(locked),
    onSaved,
    onProblem: goTo,
  });
  // Asked at the moment of leaving: the flag follows edits only after a pause.
  const guard = useLeaveGuard(() => !saving.isPending && unsaved.checkNow());
  const formRef = useRef<HTMLFormElement>(null);
  useEditorShortcuts(formRef, { undo: history.undo, redo: history.redo, save: () => void saving.save() });

  return (
    <EditorStoresContext.Provider value={stores}>
      <FormProvider {...form}>
        <Box component="form" ref={formRef} noValidate onSubmit={saving.save} aria-label="Survey editor">
          <EditorHeader
            projectId={projectId}
            survey={survey}
            dirty={unsaved.dirty}
            saving={saving.isPending || saving.checking}
            missingWrite={missingWrite}
            history={history}
          />
          {saving.isPending ? <LinearProgress aria-label="Saving" sx={{ mb: 2 }} /> : null}
          <EditorNotices
            record={record}
            locked={locked}
            missingWrite={missingWrite}
            draft={{
              offered: draft.offered,
              unusable: draft.unusable,
              failed: draft.failed,
              onRestore: restoreDraft,
              onDiscard: draft.discard,
              restoredOver,
              onDismissRestored: () => setRestoredOver(null),
            }}
            loadNotices={initial.notices}
            saveError={saving.error}
            onGoToProblem={goTo}
            restored={
              restoring
                ? {
                    label: restoring.label,
                    onDismiss: () => setRestoring(null),
                    leftAsIs: restoredLeftAsIs,
                  }
                : null
            }
          />
          <StoredFlowNotice onOpenFlow={() => setTab('flow')} />
          <SurveyBasics storedType={survey?.type ?? null} />
          <EditorTabs tab={tab} onChange={setTab} />
          <EditorTabPanel
            tab={tab}
            projectId={projectId}
            surveyId={survey?.id ?? null}
            locked={locked}
            readOnly={Boolean(missingWrite)}
            beside={search.beside}
            onBesideChange={(beside) => setSearch({ beside })}
            showQuestion={showQuestion}
            openQuestion={(uid) => {
              setTab('questions');
              showQuestion(uid);
            }}
            editStep={history.editStep}
            inform={(message) => notify(message, 'info')}
            openNewQuestion={openNewQuestion}
          />
        </Box>
        <SaveCheckDialogs checks={saving.checks} />
        <ConfirmDialog
          open={guard.state === 'blocked'}
          title="Leave without saving?"
          description="Your changes to this survey are not saved. A local draft is kept in this browser and offered when you come back, unless you discard it."
          confirmLabel="Leave"
          destructive
          onConfirm={() => guard.proceed?.()}
          onClose={() => guard.reset?.()}
        />
      </FormProvider>
    </EditorStoresContext.Provider>
  );
}
