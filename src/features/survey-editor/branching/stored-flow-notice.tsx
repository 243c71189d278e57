// What the survey came with: flow problems the stored survey already had and the edited one still has.
// PostHog stores them, so they never block saving another change (question-schema.ts); they are said
// here, with the way to the Flow tab where they can be fixed, until they are.
import { useDeferredValue, useId, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { storedFlowProblems, type FlowProblem } from '@/entities/survey/routing/flow-problems';
import { useApiView, useBaseline, useEditorStores } from '../document/editor-stores';
import type { SurveyEditorValues } from '../document/editor-values';
import { questionFlowProblems, storedQuestionFlowProblems } from '../document/question-schema';

const q = (index: number) => `Q${index + 1}`;

/** One stored problem in words, with the question numbers of the survey as it is now. */
export function storedProblemWords(problem: FlowProblem): string {
  const [first] = problem.positions as [number];
  if (problem.kind === 'loop') return `an endless loop: ${[...problem.positions, first].map(q).join(' → ')}`;
  if (problem.kind === 'self-target') return `a rule that leads ${q(first)} back to itself`;
  return `a rule of ${q(first)} that points at a question that no longer exists`;
}

export function StoredFlowNotice({ onOpenFlow }: { onOpenFlow: () => void }) {
  const titleId = useId();
  const stores = useEditorStores();
  const { getValues } = useFormContext<SurveyEditorValues>();
  const baseline = useBaseline();
  // The view changes with every edit of a question; the check catches up at a lower priority.
  const view = useDeferredValue(useApiView());
  const problems = useMemo(() => {
    // A new survey has nothing stored: all of its problems are the editor's to refuse.
    if (!baseline?.stored) return [];
    const stored = storedQuestionFlowProblems(baseline.values.questions);
    if (stored.length === 0) return [];
    return storedFlowProblems(questionFlowProblems(getValues('questions'), stores.apiViewFor), stored);
    // `view` stands for the questions: it is derived anew after each change to them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [baseline, view, getValues, stores]);
  if (problems.length === 0) return null;
  const words = problems.map(storedProblemWords);
  return (
    <Alert
      severity="warning"
      aria-labelledby={titleId}
      action={
        <Button color="inherit" size="small" onClick={onOpenFlow}>
          Open the Flow tab
        </Button>
      }
    >
      <AlertTitle id={titleId}>
        Already stored with {problems.length === 1 ? words[0] : `${problems.length} flow problems`}
      </AlertTitle>
      {problems.length > 1 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {words.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Box>
      ) : null}
      PostHog keeps the survey as it is, and saving other changes is not blocked; respondents meet it until a
      rule changes. Fix it in the Flow tab.
    </Alert>
  );
}
