// Saving the editor's survey through the survey mutation hooks (which own the cache): POST the whole
// survey when it is new; otherwise PATCH only the fields whose content changed, merged onto what the
// server stored, or nothing at all. Before a PATCH the survey is read again: a change made elsewhere is
// merged with the user's (use-save-checks.ts), and a running survey or one with responses is reviewed.
// The schedule is part of it: its gate is read again too, and written only when the user changed it.
// A server 400 lands on the field it names and stays there through the whole-form checks that follow
// edits. A 2xx whose answer cannot be read still counts as saved (the server did it; the caller says
// the answer was unreadable). Nothing typed is ever lost to a failure or to "Back to editing".
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import type { SurveyRecord } from '@/contracts/survey';
import type { Written } from '@/lib/api/client';
import { useCreateSurvey, useUpdateSurvey } from '@/entities/survey/api/use-survey-mutations';
import { writeBody } from '@/entities/survey/versions/survey-write';
import {
  nextSurvey,
  rebasedBaseline,
  savedBaseline,
  toWriteBody,
  type Baseline,
  type SurveyEditorValues,
} from '../document/editor-values';
import type { Follower, FormChanges } from '../document/form-changes';
import { fieldForServerError, flattenErrors } from '../document/form-errors';
import { scheduleTouched } from '../settings/schedule';
import { HeldForApprovalError, isHeldForApproval } from './approval';
import { openingOf, type ScheduleSide } from './schedule-check';
import { useKeptServerErrors } from './use-kept-server-errors';
import { useSaveChecks } from './use-save-checks';
import { schedulesWrites, useScheduleSave } from './use-schedule-save';

/** How long edits pause, once a save has shown problems, before the whole form is checked again. */
const RECHECK_DELAY_MS = 250;

type SurveyOutcome =
  | { kind: 'created'; values: SurveyEditorValues; written: Written<SurveyRecord> }
  /**
   * Nothing of the survey differed from what the server has: no request was sent. `fresh`: the survey as
   * read just before (when the save read it, for the schedule's writes to start from).
   */
  | { kind: 'unchanged'; values: SurveyEditorValues; fresh?: Record<string, unknown> }
  /** `baseline`: what the server has now. */
  | { kind: 'updated'; values: SurveyEditorValues; written: Written<SurveyRecord>; baseline: Baseline }
  /**
   * The server had changed and the user's changes were merged with it: `values` (the baseline's) are the
   * merged survey as the server now has it, for the form to take. `written` is null when, once merged,
   * nothing of the user's differed from the server and no request was sent.
   */
  | { kind: 'merged'; values: SurveyEditorValues; written: Written<SurveyRecord> | null; baseline: Baseline }
  /** The survey was saved and its schedule written: `baseline` is what the server has now. */
  | { kind: 'scheduled'; values: SurveyEditorValues; baseline: Baseline };

/**
 * What a save did; `scheduleError`: the survey was saved but a step of its schedule's writes failed, and
 * `keptBaseline` is then what the server has (the schedule still to be saved).
 */
export type SaveOutcome = SurveyOutcome & { scheduleError?: unknown; keptBaseline?: Baseline };

/** The survey's own save and what it leaves to the schedule's writes. */
interface SurveySaved {
  outcome: SaveOutcome;
  /** The schedule's writes to do, with the pending changes they may delete; null: none. */
  arm: { removable: ReadonlySet<number> } | null;
}

export interface SaveSurveyOptions {
  projectId: number;
  /** null while the survey is new. */
  surveyId: string | null;
  /** What the server has: a PATCH is computed against it; a save gives the next one (SaveOutcome). */
  baseline: Baseline;
  /** Write fields never sent, whatever the form holds (parts whose stored value cannot be read). */
  lockedFields?: ReadonlySet<string>;
  onSaved: (outcome: SaveOutcome) => void;
  /** A problem to show: the first one found before saving, or the field a server 400 names. */
  onProblem: (path: string) => void;
}

export function useSaveSurvey(
  form: Pick<
    UseFormReturn<SurveyEditorValues>,
    'getValues' | 'setError' | 'handleSubmit' | 'reset' | 'trigger'
  >,
  changes: FormChanges,
  { projectId, surveyId, baseline, lockedFields, onSaved, onProblem }: SaveSurveyOptions,
) {
  const { getValues, handleSubmit, reset, trigger } = form;
  const create = useCreateSurvey(projectId);
  const update = useUpdateSurvey(projectId, surveyId ?? '');
  const serverErrors = useKeptServerErrors(form);
  const checks = useSaveChecks(projectId, surveyId);
  const schedule = useScheduleSave(projectId, surveyId);
  /** The schedule's writes, after the survey's save. */
  const [arming, setArming] = useState(false);
  const [error, setSaveError] = useState<unknown>(null);
  /** Reading the survey again, or waiting on the user's answer to a check, before the PATCH. */
  const [checking, setChecking] = useState(false);
  /** A save was attempted, so problems are on screen and must follow edits. */
  const saveTried = useRef(false);
  const recheck = useRef<Follower | null>(null);

  // Once a save has shown problems, they follow the form: a whole-form check shortly after each change
  // (react-hook-form alone re-checks only the field that changed, and a move or a delete would leave
  // problems on the wrong questions). The server's own complaints are put back after each check.
  useEffect(() => {
    const follower = changes.follow({
      accept: () => saveTried.current,
      pause: { ms: RECHECK_DELAY_MS, onPause: () => void trigger().then(serverErrors.restore) },
    });
    recheck.current = follower;
    return () => {
      follower.unsubscribe();
      recheck.current = null;
    };
  }, [changes, trigger, serverErrors.restore]);

  const onInvalid: SubmitErrorHandler<SurveyEditorValues> = (errors) => {
    saveTried.current = true;
    const first = flattenErrors(errors)[0];
    if (first) onProblem(first.path);
  };

  /** The survey's own save: its outcome, or null when the user went back to editing. */
  const saveSurvey = async (values: SurveyEditorValues, now: Date): Promise<SurveySaved | null> => {
    const writes = schedulesWrites(baseline, values);
    if (surveyId === null) {
      const written = await create.mutateAsync(toWriteBody(values, now));
      return { outcome: { kind: 'created', values, written }, arm: writes ? { removable: new Set() } : null };
    }
    const stored = baseline.stored ?? {};
    const next = nextSurvey(baseline, values, now, lockedFields);
    if (Object.keys(writeBody(stored, next)).length === 0 && !writes) {
      reset(values);
      return { outcome: { kind: 'unchanged', values }, arm: null };
    }
    const gate = baseline.opening?.gate;
    const side: ScheduleSide | null =
      values.type !== 'external_survey' &&
      (scheduleTouched(baseline.values.schedule, values.schedule) || !gate || gate.gateId !== null)
        ? { base: gate, before: baseline.values.schedule, wanted: values.schedule, opening: baseline.opening }
        : null;
    // `checking` is already on (submit): it ends once the user has answered, before the PATCH.
    const checked = await checks.beforeUpdate(stored, next, side).finally(() => setChecking(false));
    if (!checked) return null;
    const plan = checked.schedule;
    const arm = plan?.write ? { removable: plan.removable } : null;
    // The schedule the server has now, for the editor to show when the user keeps theirs.
    const opening = plan ? openingOf(plan.fresh, baseline.opening) : baseline.opening;
    const scheduleAfter = (fallback: SurveyEditorValues['schedule']) =>
      plan?.write ? values.schedule : plan?.takeTheirs ? plan.theirs : fallback;
    if (checked.merged) {
      const written = Object.keys(checked.body).length ? await update.mutateAsync(checked.body) : null;
      // What the server has now: its answer, or the merged survey it was told to become.
      const rebased = rebasedBaseline(
        written?.data ? { ...checked.fresh.raw, ...written.data.raw } : checked.merged,
        opening,
      );
      const merged = { ...rebased.values, schedule: scheduleAfter(rebased.values.schedule) };
      return { outcome: { kind: 'merged', values: merged, written, baseline: rebased }, arm };
    }
    if (Object.keys(checked.body).length === 0) {
      if (arm) return { outcome: { kind: 'unchanged', values, fresh: checked.fresh.raw }, arm };
      if (plan?.takeTheirs) {
        const rebased = rebasedBaseline(checked.fresh.raw, opening);
        return { outcome: { kind: 'merged', values: rebased.values, written: null, baseline: rebased }, arm };
      }
      reset(values);
      return { outcome: { kind: 'unchanged', values }, arm: null };
    }
    const written = await update.mutateAsync(checked.body);
    const saved = savedBaseline(baseline, values, next, written.data);
    const shown = { ...values, schedule: scheduleAfter(values.schedule) };
    return {
      outcome: {
        kind: 'updated',
        values: shown,
        written,
        baseline: {
          ...saved,
          values: { ...saved.values, schedule: plan?.takeTheirs ? plan.theirs : saved.values.schedule },
          opening: plan && !plan.write ? opening : saved.opening,
        },
      },
      arm,
    };
  };

  /** The schedule's writes after the survey's save; a failure names its step and keeps what was typed. */
  const armSchedule = async (
    outcome: SaveOutcome,
    values: SurveyEditorValues,
    now: Date,
    removable: ReadonlySet<number>,
  ) => {
    const id = outcome.kind === 'created' ? outcome.written.data?.survey.id : surveyId;
    const saved: Baseline | null =
      outcome.kind === 'created'
        ? null
        : outcome.kind === 'unchanged'
          ? { ...baseline, stored: outcome.fresh ?? baseline.stored }
          : outcome.baseline;
    const stored = outcome.kind === 'created' ? outcome.written.data?.raw : saved?.stored;
    if (!id || !stored) return onSaved(outcome);
    setArming(true);
    try {
      const armed = await schedule.arm(values, baseline, { id, stored }, now, removable);
      onSaved(
        outcome.kind === 'created' ? outcome : { kind: 'scheduled', values: armed.values, baseline: armed },
      );
    } catch (caught) {
      if (!saved) await schedule.refresh(id);
      const keptBaseline = saved ? await schedule.kept(id, saved, baseline) : undefined;
      onSaved({ ...outcome, scheduleError: caught, keptBaseline });
      setSaveError(caught);
    } finally {
      setArming(false);
    }
  };

  const submit = async () => {
    // This save's own answer decides: a whole-form check still pending from typing must not land after it.
    recheck.current?.cancel();
    serverErrors.forget();
    setSaveError(null);
    const values = getValues();
    const now = new Date();
    // What cannot work in the schedule is refused before anything is written, with its reason on the field.
    // Checking from here until the PATCH (or a problem): one state change, not one per step, since each
    // draws the whole editor again.
    setChecking(true);
    const problem = await schedule.check(baseline, values, now).catch((caught: unknown) => {
      setChecking(false);
      throw caught;
    });
    if (problem) {
      setChecking(false);
      saveTried.current = true;
      serverErrors.keep(problem.path as FieldPath<SurveyEditorValues>, problem.message);
      onProblem(problem.path);
      return;
    }
    let saved: SurveySaved | null;
    try {
      saved = await saveSurvey(values, now);
    } catch (caught) {
      // Nothing the user typed is touched: the form keeps every value and the draft stays.
      setSaveError(isHeldForApproval(caught) ? new HeldForApprovalError(caught) : caught);
      const field = fieldForServerError(caught);
      if (field) {
        serverErrors.keep(field as FieldPath<SurveyEditorValues>, (caught as Error).message);
        onProblem(field);
      }
      return;
    } finally {
      // A new survey's POST, or nothing to send: no check was asked for.
      setChecking(false);
    }
    if (!saved) return;
    if (saved.arm) await armSchedule(saved.outcome, values, now, saved.arm.removable);
    else onSaved(saved.outcome);
  };
  /** The form's submit handler: checks the form first, then saves (or shows the first problem). */
  const save = (event?: BaseSyntheticEvent) => handleSubmit(submit, onInvalid)(event);

  return {
    save,
    isPending: create.isPending || update.isPending || arming,
    checking,
    error,
    /** The dialog the save waits on ("Changed elsewhere", "Review changes"): see useSaveCheck. */
    checks: checks.checks,
  };
}
