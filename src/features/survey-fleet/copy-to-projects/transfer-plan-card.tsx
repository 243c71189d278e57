// One target project's transfer plan, before anything is written (what copies as is, what is mapped to
// the project's own flag, cohorts and actions, what is dropped and why) and, once the copy ran, its
// result: the new survey's link, or the server's message.
import { useId } from 'react';
import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { IsolatedText } from '@/components/display/isolated-text';
import { describeApiError } from '@/lib/api/describe-api-error';
import type { PlanMapping, TransferPlan } from '../model/transfer-plan';
import { TitledList } from '@/entities/survey/ui/titled-list';
import { lostWords, type CopyResult } from './copy-to-project';
import { paths } from '@/lib/paths';

const OUTCOME_WORDS: Record<PlanMapping['outcome'], string> = {
  found: 'found',
  copy: 'will be copied',
  missing: 'missing',
};

function mappingLine(mapping: PlanMapping) {
  return (
    <>
      <IsolatedText text={mapping.label} />: <strong>{OUTCOME_WORDS[mapping.outcome]}</strong>
      {mapping.note ? (
        <>
          {' '}
          — <IsolatedText text={mapping.note} />
        </>
      ) : null}
    </>
  );
}

function ResultLine({ result, projectId }: { result: CopyResult; projectId: number }) {
  if (result.status === 'failed') {
    const { title, message } = describeApiError(result.error);
    return (
      <Alert severity="error">
        Not copied. {title}: <IsolatedText text={message} />
        {result.maybe ? (
          <Box>
            PostHog’s answer was lost and no copy was found in the project. A retry looks for one again first,
            and completes it rather than copying twice.
          </Box>
        ) : null}
      </Alert>
    );
  }
  if (result.status === 'lost')
    return (
      <Alert severity="warning">
        <IsolatedText text={lostWords(result)} />
      </Alert>
    );
  const link = (
    <Link component={RouterLink} to={paths.survey(projectId, result.surveyId)}>
      Open “<IsolatedText text={result.name} />”
    </Link>
  );
  if (result.status === 'incomplete')
    return (
      <Alert severity="warning">
        Copied, but {result.step} failed ({describeApiError(result.error).message}): the copy lacks what the
        plan restores. {link}
        {result.notes.map((note) => (
          <Box key={note}>{note}</Box>
        ))}
      </Alert>
    );
  return (
    <Alert severity={result.notes.length ? 'warning' : 'success'}>
      Copied. {link}
      {result.notes.map((note) => (
        <Box key={note}>
          <IsolatedText text={note} />
        </Box>
      ))}
    </Alert>
  );
}

interface Props {
  name: string;
  plan: TransferPlan | null;
  /** The plan could not be made: why. */
  failure: string | null;
  result: CopyResult | 'running' | null;
}

export function TransferPlanCard({ name, plan, failure, result }: Props) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        <bdi>{name}</bdi>
      </Typography>
      {failure ? (
        <Alert severity="error">The plan could not be made: {failure}</Alert>
      ) : !plan ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Reading the project’s flags, cohorts and actions…
        </Typography>
      ) : plan.refusal ? (
        <Alert severity="warning">
          Nothing will be copied here: <IsolatedText text={plan.refusal} />
        </Alert>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2">
            Named “<IsolatedText text={plan.name.value} />”
            {plan.name.note ? (
              <>
                {' '}
                — <IsolatedText text={plan.name.note} />
              </>
            ) : null}
          </Typography>
          {plan.dropped.some((part) => part.widens) ? (
            <Alert severity="warning">
              Shows to more people, or at other moments, than the survey: without{' '}
              {plan.dropped
                .filter((part) => part.widens)
                .map((part, index) => (
                  <span key={part.part}>
                    {index > 0 ? '; ' : null}
                    <IsolatedText text={part.part} />
                  </span>
                ))}
              .
            </Alert>
          ) : null}
          <TitledList heading="h4" title="Copies as is" lines={plan.copied} />
          <TitledList
            heading="h4"
            title="Mapped to this project’s own"
            lines={plan.mapped.map(mappingLine)}
          />
          <TitledList
            heading="h4"
            title="Dropped"
            lines={plan.dropped.map(({ part, reason }) => (
              <>
                <IsolatedText text={part} />: <IsolatedText text={reason} />
              </>
            ))}
          />
        </Stack>
      )}
      {result === 'running' ? (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          Copying…
        </Typography>
      ) : result && plan ? (
        <Box sx={{ mt: 1 }}>
          <ResultLine result={result} projectId={plan.projectId} />
        </Box>
      ) : null}
    </Paper>
  );
}
