// The flow graph, the live preview, the survey fleet (copy to projects, the Copies tab) and the results are features
// of their own. Pages of other features that show them (the survey page, the editor) do not import them:
// the routes hand them in through this context (app/routes/survey-panels.tsx), so no feature reaches
// into another.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Survey } from '@/contracts/survey';
import type { QuestionType } from '@/contracts/survey-questions';
import type { InsertPlace, RouteTarget, WayKey } from '../routing/graph-edit';

/**
 * What an editor lets the flow graph change. Without it the graph is read-only (the survey page); with
 * it every way of leaving a question gets a handle and a keyboard control, and nodes and routes a "+".
 */
export interface FlowEditing {
  /** A stable key per question, in order (the editor's uids), so nodes keep their places as it changes. */
  keys: readonly string[];
  /** Sends one way of leaving question `from` to `target`: null once done, or why it was refused. */
  route(from: number, way: WayKey, target: RouteTarget): string | null;
  /** Inserts a new question of `kind` at `place` and opens it in the form. */
  insert(place: InsertPlace, kind: QuestionType): void;
}

export interface FlowPanelProps {
  survey: Pick<Survey, 'questions' | 'appearance'>;
  selectedQuestionIndex?: number | null;
  onSelectQuestion?: (index: number) => void;
  /** Graph and problems only, for a narrow column beside the questions. */
  compact?: boolean;
  /** Absent: the graph is read-only. */
  editing?: FlowEditing;
  /**
   * The saved survey and its project (the survey page): on the demo backend, a walk-through answered to
   * the end is sent as posthog-js would send it, so it shows in Results. Absent (the editor): never sent.
   */
  respondent?: { projectId: number; survey: Survey };
}

/** A page of the preview: a question's index, or the thank-you message. */
export type PreviewPage = number | 'thanks';

export interface PreviewPanelProps {
  survey: Pick<Survey, 'type' | 'questions' | 'appearance'> & {
    id?: string;
    name?: string;
    /** Whether posthog-js shuffles the questions depends on it (the preview says so). */
    enable_partial_responses?: boolean | null;
  };
  /** The page on screen, when the caller owns it (e.g. the editor follows the selected question). */
  page?: PreviewPage;
  onPageChange?: (page: PreviewPage) => void;
}

/** "Copy to projects": the dialog, open while mounted. */
export interface CopyToProjectsProps {
  projectId: number;
  survey: Survey;
  onClose: () => void;
}

/** The Copies tab: the survey's family across projects and where each copy differs. */
export interface CopiesPanelProps {
  projectId: number;
  survey: Survey;
}

/** The Results tab: what came back for the survey. */
export interface ResultsPanelProps {
  projectId: number;
  survey: Survey;
}

export interface SurveyPanels {
  Flow: ComponentType<FlowPanelProps>;
  Preview: ComponentType<PreviewPanelProps>;
  CopyToProjects: ComponentType<CopyToProjectsProps>;
  Copies: ComponentType<CopiesPanelProps>;
  Results: ComponentType<ResultsPanelProps>;
}

const SurveyPanelsContext = createContext<SurveyPanels | null>(null);

export function SurveyPanelsProvider({ panels, children }: { panels: SurveyPanels; children: ReactNode }) {
  return <SurveyPanelsContext.Provider value={panels}>{children}</SurveyPanelsContext.Provider>;
}

export function useSurveyPanels(): SurveyPanels {
  const panels = useContext(SurveyPanelsContext);
  if (!panels) throw new Error('The survey panels are given by the route (app/routes/survey-panels.tsx).');
  return panels;
}
