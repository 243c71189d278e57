// The flow graph, the preview, the survey fleet's dialog and tab and the Results tab, lazily loaded (React Flow, dagre and
// posthog-js stay out of the first screen), for the pages of other features that show them.
import { lazy } from 'react';
import type { SurveyPanels } from '@/entities/survey/ui/survey-panels';

export const surveyPanels: SurveyPanels = {
  Flow: lazy(() => import('@/features/survey-flow/components/survey-flow-panel')),
  Preview: lazy(() => import('@/features/survey-preview/survey-preview-panel')),
  CopyToProjects: lazy(() => import('@/features/survey-fleet/copy-to-projects/copy-to-projects-dialog')),
  Copies: lazy(() => import('@/features/survey-fleet/copies-tab/survey-copies-panel')),
  // The chart library comes with this chunk only.
  Results: lazy(() => import('@/features/survey-results/components/survey-results-panel')),
};
