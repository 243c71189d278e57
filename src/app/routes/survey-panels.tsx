// The flow graph and the preview, lazily loaded (React Flow, dagre and posthog-js stay out of the first
// screen), for the pages of other features that show them.
import { lazy } from 'react';
import type { SurveyPanels } from '../../entities/survey/ui/survey-panels';

export const surveyPanels: SurveyPanels = {
  Flow: lazy(() => import('../../features/survey-flow/components/survey-flow-panel')),
  Preview: lazy(() => import('../../features/survey-preview/survey-preview-panel')),
};
