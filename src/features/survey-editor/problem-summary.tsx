// The problems a save found, listed above the form, each a link to its field.
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { SurveyEditorValues } from './document/editor-values';
import { describeField, flattenErrors, type FormProblem } from './document/form-errors';

export /**
 * The problems left to fix, once a save has been tried: live, so it shrinks as they are fixed and keeps
 * naming the right questions after a move or a delete. Each links to its field.
 */
function ProblemSummary({ onGo }: { onGo: (path: string) => void }) {
  const { errors, submitCount } = useFormState<SurveyEditorValues>();
  const [dismissedAt, setDismissedAt] = useState(0);
  const problems: FormProblem[] = submitCount > dismissedAt ? flattenErrors(errors) : [];
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" onClose={() => setDismissedAt(submitCount)}>
      <AlertTitle>
        {problems.length === 1
          ? 'One problem to fix before saving'
          : `${problems.length} problems to fix before saving`}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.slice(0, 8).map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            <Link
              component="button"
              type="button"
              onClick={() => onGo(problem.path)}
              sx={{ textAlign: 'left' }}
            >
              {describeField(problem.path)}
            </Link>
            : {problem.message}
          </li>
        ))}
      </Box>
      {problems.length > 8 ? `…and ${problems.length - 8} more.` : null}
    </Alert>
  );
}
