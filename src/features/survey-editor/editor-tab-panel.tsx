// The open tab of the editor: the questions (beside them the live preview or the flow), one of the four
// settings sections, or the flow. Parts whose stored value cannot be read say so and stay read-only, as
// do the settings when the key cannot write.
import { lazy, Suspense } from 'react';
import { Box, Grid, LinearProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { FieldsDisabled } from '@/components/form/fields-disabled';
import { TabPanel } from '@/components/navigation/tab-panel';
import type { EditorTab } from './document/form-errors';
import type { LockedPart } from './document/locked-parts';
import { AppearanceSection } from './settings/appearance-section';
import { DisplayConditionsSection } from './settings/display-conditions-section';
import { ScheduleSection } from './settings/schedule-section';
import { TargetingSection } from './settings/targeting-section';
import { LivePreview } from './live-preview';
import { LockedNotice } from './locked-notice';
import { QuestionList } from './questions/question-list';
import { QuestionsToolbar } from './questions/questions-toolbar';

const LiveFlow = lazy(() => import('./branching/live-flow'));

export type Beside = 'preview' | 'flow';

interface EditorTabPanelProps {
  tab: EditorTab;
  projectId: number;
  /** null while the survey is new. */
  surveyId: string | null;
  locked: ReadonlySet<LockedPart>;
  /** The key cannot write: the settings are shown read-only. */
  readOnly: boolean;
  /** What sits beside the questions. */
  beside: Beside;
  onBesideChange: (beside: Beside) => void;
  /** Brings a question into view on the questions tab. */
  showQuestion: (uid: string) => void;
  /** Opens the questions tab on a question (from the Flow tab). */
  openQuestion: (uid: string) => void;
  editStep: (apply: () => void) => void;
  inform: (message: string) => void;
  /** Opens a question just added (from the flow graph) in the form, ready to type its text. */
  openNewQuestion: (uid: string) => void;
}

/** The graph edits the survey too, unless the questions are locked (they could not be read). */
function flowEditing({ locked, editStep, inform, openNewQuestion }: EditorTabPanelProps) {
  return locked.has('questions') ? undefined : { editStep, inform, openNewQuestion };
}

const flowFallback = <LinearProgress aria-label="Loading the flow graph" />;

export function EditorTabPanel(props: EditorTabPanelProps) {
  const { tab, projectId, locked, readOnly } = props;
  return (
    <TabPanel value={tab} group="editor">
      {tab === 'questions' ? <QuestionsTab {...props} /> : null}
      {tab === 'schedule' ? (
        <FieldsDisabled when={readOnly}>
          <ScheduleSection projectId={projectId} surveyId={props.surveyId} />
        </FieldsDisabled>
      ) : null}
      {tab === 'appearance' ? (
        // Colours, position and the thank-you message are judged by eye: the preview stays beside them.
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 7 }}>
            {locked.has('appearance') ? <LockedNotice part="appearance" /> : null}
            <FieldsDisabled when={readOnly || locked.has('appearance')}>
              <AppearanceSection />
            </FieldsDisabled>
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
          <FieldsDisabled when={readOnly || locked.has('conditions')}>
            <DisplayConditionsSection />
          </FieldsDisabled>
        </>
      ) : null}
      {tab === 'targeting' ? (
        <>
          {locked.has('conditions') ? <LockedNotice part="conditions" /> : null}
          {locked.has('targeting') ? <LockedNotice part="targeting" /> : null}
          <FieldsDisabled when={readOnly || locked.has('conditions') || locked.has('targeting')}>
            <TargetingSection projectId={projectId} />
          </FieldsDisabled>
        </>
      ) : null}
      {tab === 'flow' ? (
        <Suspense fallback={flowFallback}>
          <LiveFlow onSelectQuestion={props.openQuestion} edit={flowEditing(props)} />
        </Suspense>
      ) : null}
    </TabPanel>
  );
}

function QuestionsTab(props: EditorTabPanelProps) {
  const { locked, beside, onBesideChange, showQuestion, editStep, inform } = props;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        {locked.has('questions') ? (
          <LockedNotice part="questions" />
        ) : (
          <>
            <QuestionsToolbar />
            <QuestionList editStep={editStep} inform={inform} />
          </>
        )}
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={beside}
            onChange={(_, value: Beside | null) => value && onBesideChange(value)}
            aria-label="Beside the questions"
            sx={{ mb: 1 }}
          >
            <ToggleButton value="preview">Live preview</ToggleButton>
            <ToggleButton value="flow">Flow</ToggleButton>
          </ToggleButtonGroup>
          {beside === 'flow' ? (
            <Suspense fallback={flowFallback}>
              <LiveFlow compact onSelectQuestion={showQuestion} edit={flowEditing(props)} />
            </Suspense>
          ) : (
            <LivePreview />
          )}
        </Box>
      </Grid>
    </Grid>
  );
}
