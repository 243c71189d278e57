// The survey editor: one react-hook-form form (basics, questions, settings) validated by a zod schema
// derived from the contracts, with undo/redo, a local draft, a leave guard, a live preview and the
// flow graph. POST for a new survey, PATCH of the changed fields for an existing one.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldPath,
  type Resolver,
  type SubmitErrorHandler,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  Grid,
  IconButton,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isKnownSurveyType, SURVEY_TYPES, type SurveyRecord } from '../../../contracts/survey';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notifications';
import { notifyWritten } from '../../../components/notify-written';
import { PageHeader } from '../../../components/page-header';
import { ReadProblemsAlert } from '../../../components/read-problems-alert';
import { baseUrlFor } from '../../../lib/api/backend';
import { useConnection } from '../../../lib/api/connection-store';
import { useMissingScope } from '../../../lib/api/scopes';
import { filteredResolver } from '../../../lib/form/changed-fields-resolver';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { useCreateSurvey, useUpdateSurvey } from '../../../entities/survey/api/use-survey-mutations';
import { surveyTypeName, surveyTypeOption } from '../../../entities/survey/model/survey-types';
import { surveyEditorSearch } from '../model/editor-search';
import { clearDraft, draftKey, loadDraft, saveDraft, type StoredDraft } from '../model/draft-storage';
import { sameJson } from '../model/edit-history';
import { surveyEditorSchema } from '../model/editor-schema';
import {
  baselineOf,
  changedBody,
  savedBaseline,
  toWriteBody,
  type Baseline,
  type NewSurveySeed,
  type SurveyEditorValues,
} from '../model/editor-values';
import { touchedErrors } from '../model/touched-errors';
import { useKeptServerErrors } from '../state/use-kept-server-errors';
import { fieldForServerError, flattenErrors, tabOfField, type EditorTab } from '../model/form-errors';
import { AppearanceSection } from '../settings/appearance-section';
import { DisplayConditionsSection } from '../settings/display-conditions-section';
import { ScheduleSection } from '../settings/schedule-section';
import { TargetingSection } from '../settings/targeting-section';
import { EditorStores, EditorStoresContext, useEditorStores } from '../state/editor-stores';
import { useDirectorySync } from '../state/use-directory-sync';
import { useEditHistory } from '../state/use-edit-history';
import { FormTextField } from './form-fields';
import { EditorTabs } from './editor-tabs';
import { LivePreview } from './live-preview';
import { ProblemSummary } from './problem-summary';
import { QuestionList } from './question-list';

const LiveFlow = lazy(() => import('./live-flow'));

const FIXED_NOW = new Date(0);
const bodyFingerprint = (values: SurveyEditorValues) => JSON.stringify(toWriteBody(values, FIXED_NOW));

/** A draft worth offering: well-formed and different from what the server has. */
function usableDraft(draft: StoredDraft<SurveyEditorValues> | null, initial: SurveyEditorValues) {
  if (!draft || !Array.isArray(draft.values?.questions)) return null;
  if (!draft.values.questions.every((question) => typeof question?.uid === 'string' && question.rule))
    return null;
  return sameJson(draft.values, initial) ? null : draft;
}

/** Parts of a survey the editor shows read-only because what the server stored there cannot be read. */
export type LockedPart = 'questions' | 'appearance' | 'conditions' | 'targeting';

const PART_NAMES: Record<LockedPart, string> = {
  questions: 'The questions',
  appearance: 'The appearance',
  conditions: 'The display conditions (and the linked flag variant)',
  targeting: 'The targeting',
};

/** The write fields each locked part owns: never sent while the part is locked. */
const PART_FIELDS: Record<LockedPart, string[]> = {
  questions: ['questions'],
  appearance: ['appearance'],
  conditions: ['conditions'],
  targeting: ['targeting_flag_filters', 'remove_targeting_flag', 'linked_flag_id'],
};

function LockedNotice({ part }: { part: LockedPart }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {PART_NAMES[part]} of this survey cannot be read, so {part === 'conditions' ? 'they' : 'it'} cannot be
      edited here. Saving leaves {part === 'conditions' ? 'them' : 'it'} exactly as stored.
    </Alert>
  );
}

function lockedParts(record: SurveyRecord | null): Set<LockedPart> {
  const parts = new Set<LockedPart>();
  for (const problem of record?.problems ?? []) {
    if (problem.path === 'questions' || problem.path === 'appearance' || problem.path === 'conditions')
      parts.add(problem.path);
    if (problem.path === 'targeting_flag.filters' || problem.path === 'linked_flag.filters')
      parts.add('targeting');
  }
  return parts;
}

interface SurveyEditorProps {
  projectId: number;
  /** null for a new survey. */
  record: SurveyRecord | null;
  seed?: NewSurveySeed;
}

export function SurveyEditor({ projectId, record, seed }: SurveyEditorProps) {
  const survey = record?.survey ?? null;
  const notify = useNotify();
  const navigate = useNavigate();
  const connection = useConnection();
  const missingWrite = useMissingScope('survey:write');
  const [search, setSearch] = useSearchState(surveyEditorSearch);
  const tab = search.tab as EditorTab;
  const setTab = useCallback((next: EditorTab) => setSearch({ tab: next }), [setSearch]);

  const [initial] = useState(() => baselineOf(record, seed));
  /** What the server has: saves send what differs from it, merged onto what it stored. */
  const baseline = useRef<Baseline>(initial.baseline);
  const [locked] = useState(() => lockedParts(record));
  const resolver = useMemo(() => {
    const zod = zodResolver(surveyEditorSchema) as unknown as Resolver<SurveyEditorValues>;
    // A new survey is sent whole, so all of it must be valid; an existing one only where it changed.
    if (!record) return zod;
    return filteredResolver(zod, (errors, values) => touchedErrors(errors, baseline.current.values, values));
  }, [record]);
  const form = useForm<SurveyEditorValues>({
    resolver,
    defaultValues: initial.baseline.values,
    // Messages appear on the first save attempt, then follow each change. Validating on blur would make
    // a message vanish under the pointer and move the button being clicked.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { getValues, reset, handleSubmit, setFocus, trigger, watch } = form;
  const revalidateTimer = useRef<number | undefined>(undefined);
  /** A save was attempted, so problems are on screen and must follow edits. */
  const saveTried = useRef(false);
  const serverErrors = useKeptServerErrors(form);
  const [stores] = useState(() => new EditorStores());
  const [notices, setNotices] = useState(initial.notices);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  // ---- drafts ------------------------------------------------------------------------------------
  const key = draftKey(`${connection.kind}|${baseUrlFor(connection)}`, projectId, survey?.id ?? null);
  const [offeredDraft, setOfferedDraft] = useState(() =>
    usableDraft(loadDraft<SurveyEditorValues>(key), initial.baseline.values),
  );
  const [draftFailed, setDraftFailed] = useState(false);

  // ---- undo / redo -------------------------------------------------------------------------------
  const history = useEditHistory(form, stores, initial.baseline.values);
  const { isApplying } = history;
  const draftTimer = useRef<number | undefined>(undefined);

  // "Unsaved changes" means saving would send something: compare what the API would receive, which is
  // immune to keys react-hook-form adds for inputs that have no value yet.
  const savedBody = useRef(bodyFingerprint(initial.baseline.values));
  const [dirty, setDirty] = useState(false);
  const dirtyTimer = useRef<number | undefined>(undefined);
  const refreshDirty = useCallback(() => {
    window.clearTimeout(dirtyTimer.current);
    dirtyTimer.current = window.setTimeout(
      () => setDirty(bodyFingerprint(getValues()) !== savedBody.current),
      120,
    );
  }, [getValues]);
  const markSaved = (values: SurveyEditorValues) => {
    savedBody.current = bodyFingerprint(values);
    window.clearTimeout(dirtyTimer.current);
    setDirty(false);
  };

  useDirectorySync(form, stores);
  // One subscription for what follows every edit: undo steps, dirty state and the draft.
  useEffect(() => {
    // A subscription, not a render-time watch: no component re-renders for it (we do not use the compiler).
    // eslint-disable-next-line react-hooks/incompatible-library
    const subscription = watch(() => {
      refreshDirty();
      // Once a save has shown problems, they follow the form: a whole-form check shortly after each
      // change (react-hook-form alone re-checks only the field that changed, and a move or a delete
      // would leave problems on the wrong questions).
      if (saveTried.current) {
        window.clearTimeout(revalidateTimer.current);
        revalidateTimer.current = window.setTimeout(() => void trigger().then(serverErrors.restore), 250);
      }
      if (isApplying()) return;
      window.clearTimeout(draftTimer.current);
      draftTimer.current = window.setTimeout(() => setDraftFailed(!saveDraft(key, getValues())), 800);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(draftTimer.current);
      window.clearTimeout(dirtyTimer.current);
      window.clearTimeout(revalidateTimer.current);
    };
  }, [watch, getValues, key, refreshDirty, trigger, isApplying, serverErrors.restore]);

  // A small survey opens with every question expanded; a long one with the first, so it opens fast.
  useEffect(() => {
    const uids = getValues('questions').map((question) => question.uid);
    stores.setAllExpanded(uids.length <= 8 ? uids : uids.slice(0, 1), true);
  }, [getValues, stores]);

  const guard = useLeaveGuard(dirty && !saving);

  const restoreDraft = () => {
    if (!offeredDraft) return;
    history.restore(offeredDraft.values);
    setOfferedDraft(null);
    notify('Your unsaved draft was restored');
  };
  const discardDraft = () => {
    clearDraft(key);
    setOfferedDraft(null);
  };

  // ---- saving ------------------------------------------------------------------------------------
  const goTo = useCallback(
    (path: string) => {
      const target = tabOfField(path);
      if (target) setTab(target);
      const match = /^questions\.(\d+)/.exec(path);
      if (match) {
        const question = getValues('questions')[Number(match[1])];
        if (question) stores.select(question.uid, { expand: true });
      }
      // Focus once the tab and the card are rendered.
      window.setTimeout(() => {
        try {
          setFocus(path as FieldPath<SurveyEditorValues>);
        } catch {
          // Some problems (e.g. a loop) have no single field to focus.
        }
        const card = match
          ? document.querySelector(`[data-question-uid="${getValues('questions')[Number(match[1])]?.uid}"]`)
          : null;
        card?.scrollIntoView({ block: 'center' });
      }, 60);
    },
    [getValues, setFocus, setTab, stores],
  );

  const onInvalid: SubmitErrorHandler<SurveyEditorValues> = (errors) => {
    saveTried.current = true;
    const first = flattenErrors(errors)[0];
    if (first) goTo(first.path);
  };

  const create = useCreateSurvey(projectId);
  const update = useUpdateSurvey(projectId, survey?.id ?? '');
  const save = handleSubmit(async () => {
    // This save's own answer decides: a whole-form check still pending from typing must not land after it.
    window.clearTimeout(revalidateTimer.current);
    serverErrors.forget();
    setSaveError(null);
    const values = getValues();
    const now = new Date();
    setSaving(true);
    try {
      if (!survey) {
        const written = await create.mutateAsync(toWriteBody(values, now));
        clearDraft(key);
        markSaved(values);
        guard.allowNext();
        notifyWritten(notify, `Survey "${values.name.trim()}" created`, written);
        // Without a readable answer the new survey's id is unknown: its list shows it.
        navigate(
          written.data
            ? `/projects/${projectId}/surveys/${written.data.survey.id}/edit${tab !== 'questions' ? `?tab=${tab}` : ''}`
            : `/projects/${projectId}/surveys`,
          { replace: true },
        );
        return;
      }
      const body = changedBody(
        baseline.current,
        values,
        now,
        new Set([...locked].flatMap((part) => PART_FIELDS[part])),
      );
      if (Object.keys(body).length === 0) {
        reset(values);
        markSaved(values);
        clearDraft(key);
        notify('Nothing to save: no changes', 'info');
        return;
      }
      const written = await update.mutateAsync(body);
      baseline.current = savedBaseline(baseline.current, values, body, written.data);
      history.replaceQuietly(baseline.current.values);
      markSaved(values);
      clearDraft(key);
      notifyWritten(notify, 'Survey saved', written);
    } catch (error) {
      // Nothing the user typed is touched: the form keeps every value and the draft stays.
      setSaveError(error);
      const field = fieldForServerError(error);
      if (field) {
        serverErrors.keep(field as FieldPath<SurveyEditorValues>, (error as Error).message);
        goTo(field);
      }
    } finally {
      setSaving(false);
    }
  }, onInvalid);

  // Shortcuts work wherever focus is in the editor, and also when it fell back to the page (e.g. after
  // the focused card was deleted). Dialogs and menus (portals outside the form) keep their own keys.
  const formRef = useRef<HTMLFormElement>(null);
  const shortcuts = useRef({ undo: history.undo, redo: history.redo, save: () => void save() });
  useLayoutEffect(() => {
    shortcuts.current = { undo: history.undo, redo: history.redo, save: () => void save() };
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey) return;
      const target = event.target as Node | null;
      if (target !== document.body && !formRef.current?.contains(target)) return;
      const key = event.key.toLowerCase();
      const action =
        key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : key === 's' ? 'save' : null;
      if (!action) return;
      event.preventDefault();
      shortcuts.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  /** Selects a question, opens its card and brings it into view (from the flow graph or its findings). */
  const showQuestion = useCallback(
    (uid: string) => {
      stores.select(uid, { expand: true });
      window.setTimeout(
        () => document.querySelector(`[data-question-uid="${uid}"]`)?.scrollIntoView({ block: 'center' }),
        60,
      );
    },
    [stores],
  );

  const readOnly = Boolean(missingWrite);
  const title = survey ? `Edit “${survey.name}”` : 'New survey';
  const backTo = survey ? `/projects/${projectId}/surveys/${survey.id}` : `/projects/${projectId}/surveys`;

  return (
    <EditorStoresContext.Provider value={stores}>
      <FormProvider {...form}>
        <Box component="form" ref={formRef} noValidate onSubmit={save} aria-label="Survey editor">
          <PageHeader
            breadcrumbs={
              <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
                <Link component={RouterLink} to={`/projects/${projectId}/surveys`}>
                  Surveys
                </Link>
                {survey ? (
                  <Link component={RouterLink} to={backTo}>
                    {survey.name}
                  </Link>
                ) : null}
                <Typography color="text.primary">{survey ? 'Edit' : 'New'}</Typography>
              </Breadcrumbs>
            }
            title={title}
            actions={
              <>
                <Chip
                  size="small"
                  color={dirty ? 'warning' : 'default'}
                  variant={dirty ? 'filled' : 'outlined'}
                  label={dirty ? 'Unsaved changes' : survey ? 'All changes saved' : 'Not saved yet'}
                  role="status"
                />
                <Tooltip title="Undo (Ctrl+Z)">
                  <span>
                    <IconButton aria-label="Undo" onClick={history.undo} disabled={!history.canUndo}>
                      <UndoIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Redo (Ctrl+Shift+Z)">
                  <span>
                    <IconButton aria-label="Redo" onClick={history.redo} disabled={!history.canRedo}>
                      <RedoIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Button component={RouterLink} to={backTo}>
                  Close
                </Button>
                <Tooltip title={readOnly ? missingWrite : 'Save (Ctrl+S)'}>
                  <span>
                    <Button type="submit" variant="contained" disabled={saving || readOnly}>
                      {saving ? 'Saving…' : survey ? 'Save' : 'Create survey'}
                    </Button>
                  </span>
                </Tooltip>
              </>
            }
          />
          {saving ? <LinearProgress aria-label="Saving" sx={{ mb: 2 }} /> : null}
          <Stack spacing={2} sx={{ mb: 2 }}>
            {readOnly ? (
              <Alert severity="info">
                Read-only: {missingWrite} You can look at the editor but not save.
              </Alert>
            ) : null}
            {offeredDraft ? (
              <Alert
                severity="info"
                action={
                  <Stack direction="row" spacing={1}>
                    <Button color="inherit" size="small" onClick={restoreDraft}>
                      Restore draft
                    </Button>
                    <Button color="inherit" size="small" onClick={discardDraft}>
                      Discard it
                    </Button>
                  </Stack>
                }
              >
                <AlertTitle>Unsaved draft found</AlertTitle>
                You have unsaved changes to this survey from {new Date(offeredDraft.savedAt).toLocaleString()}
                .
              </Alert>
            ) : null}
            {draftFailed ? (
              <Alert severity="warning">
                This browser refused to keep a local draft (storage full or disabled): save soon to avoid
                losing work.
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
            {notices.length ? (
              <Alert severity="warning" onClose={() => setNotices([])}>
                <AlertTitle>Some branching rules were repaired when the survey was loaded</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {notices.map((notice, index) => (
                    <li key={index}>{notice.message}</li>
                  ))}
                </Box>
              </Alert>
            ) : null}
            {saveError ? (
              <ApiErrorAlert error={saveError} title="The survey was not saved; your changes are kept" />
            ) : null}
            <ProblemSummary onGo={goTo} />
          </Stack>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Survey basics">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 5 }}>
                <FormTextField name="name" label="Survey name" required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <SurveyTypeField storedType={survey?.type ?? null} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextField name="description" label="Internal description (optional)" fullWidth />
              </Grid>
            </Grid>
          </Paper>
          <EditorTabs tab={tab} onChange={setTab} />
          <Box role="tabpanel" id={`editor-panel-${tab}`} aria-labelledby={`editor-tab-${tab}`}>
            {tab === 'questions' ? (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                  {locked.has('questions') ? (
                    <LockedNotice part="questions" />
                  ) : (
                    <>
                      <QuestionsToolbar />
                      <QuestionList
                        editStep={history.editStep}
                        inform={(message) => notify(message, 'info')}
                      />
                    </>
                  )}
                </Grid>
                <Grid size={{ xs: 12, lg: 5 }}>
                  <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
                    <ToggleButtonGroup
                      exclusive
                      size="small"
                      value={search.beside}
                      onChange={(_, value: 'preview' | 'flow' | null) =>
                        value && setSearch({ beside: value })
                      }
                      aria-label="Beside the questions"
                      sx={{ mb: 1 }}
                    >
                      <ToggleButton value="preview">Live preview</ToggleButton>
                      <ToggleButton value="flow">Flow</ToggleButton>
                    </ToggleButtonGroup>
                    {search.beside === 'flow' ? (
                      <Suspense fallback={<LinearProgress aria-label="Loading the flow graph" />}>
                        <LiveFlow compact onSelectQuestion={showQuestion} />
                      </Suspense>
                    ) : (
                      <LivePreview />
                    )}
                  </Box>
                </Grid>
              </Grid>
            ) : null}
            {tab === 'schedule' ? <ScheduleSection disabled={readOnly} /> : null}
            {tab === 'appearance' ? (
              // Colours, position and the thank-you message are judged by eye: the preview stays beside them.
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 7 }}>
                  {locked.has('appearance') ? <LockedNotice part="appearance" /> : null}
                  <AppearanceSection disabled={readOnly || locked.has('appearance')} />
                </Grid>
                <Grid size={{ xs: 12, lg: 5 }}>
                  <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
                    <LivePreview />
                  </Box>
                </Grid>
              </Grid>
            ) : null}
            {tab === 'conditions' ? (
              <>
                {locked.has('conditions') ? <LockedNotice part="conditions" /> : null}
                <DisplayConditionsSection disabled={readOnly || locked.has('conditions')} />
              </>
            ) : null}
            {tab === 'targeting' ? (
              <>
                {locked.has('conditions') ? <LockedNotice part="conditions" /> : null}
                {locked.has('targeting') ? <LockedNotice part="targeting" /> : null}
                <TargetingSection
                  projectId={projectId}
                  disabled={readOnly || locked.has('conditions') || locked.has('targeting')}
                />
              </>
            ) : null}
            {tab === 'flow' ? (
              <Suspense fallback={<LinearProgress aria-label="Loading the flow graph" />}>
                <LiveFlow
                  onSelectQuestion={(uid) => {
                    setTab('questions');
                    showQuestion(uid);
                  }}
                />
              </Suspense>
            ) : null}
          </Box>
        </Box>
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

function SurveyTypeField({ storedType }: { storedType: string | null }) {
  // A type this version does not know stays selected (and is sent back untouched) until another is chosen.
  const unknown = storedType !== null && !isKnownSurveyType(storedType) ? storedType : null;
  return (
    <FormTextField
      name="type"
      label="Type"
      select
      fullWidth
      helperText={
        unknown ? 'Surveyor does not know this type; it is kept unless you choose another.' : undefined
      }
    >
      {unknown ? (
        <MenuItem value={unknown} disabled>
          {surveyTypeName(unknown)}
        </MenuItem>
      ) : null}
      {SURVEY_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {surveyTypeOption(type)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

function QuestionsToolbar() {
  const { getValues } = useFormContext<SurveyEditorValues>();
  const stores = useEditorStores();
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, justifyContent: 'flex-end' }}>
      <Button
        size="small"
        onClick={() =>
          stores.setAllExpanded(
            getValues('questions').map((question) => question.uid),
            true,
          )
        }
      >
        Expand all
      </Button>
      <Button size="small" onClick={() => stores.setAllExpanded([], false)}>
        Collapse all
      </Button>
    </Stack>
  );
}
