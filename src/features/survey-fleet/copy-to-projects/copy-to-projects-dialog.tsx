// "Copy to projects": pick projects, read each one's transfer plan before anything is written, then copy
// project by project and see each result. A failure in one project neither undoes nor blocks the others,
// and "Retry failed" runs only the projects that failed (a copy made but not completed is completed, not
// made twice).
import { useState } from 'react';
import { Alert, Button, Checkbox, DialogContentText, FormControlLabel, Stack } from '@mui/material';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { DecisionDialog } from '@/components/dialogs/decision-dialog';
import { describeApiError } from '@/lib/api/describe-api-error';
import { useKnownScopes, useMissingScope } from '@/lib/api/scopes';
import { organizationQueries } from '@/entities/organization/organization-query';
import { scopeOrganization, useProjectScope } from '@/entities/project/project-scope';
import type { ProjectChoice } from '@/entities/project/use-project-choices';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import type { TransferPlan } from '../model/transfer-plan';
import type { CopyToProjectsProps } from '@/entities/survey/ui/survey-panels';
import { copiedInto } from '../copies-tab/family-queries';
import { flagCopyPath } from './copy-linked-flag';
import { copyToProject, type CopyResult } from './copy-to-project';
import { ProjectChecklist } from './project-checklist';
import { fleetQueries, organizationRefusal, planFor, targetFactsKey } from './target-facts';
import { TransferPlanCard } from './transfer-plan-card';

type Results = Readonly<Record<number, CopyResult | 'running'>>;

const settled = (result: CopyResult | 'running' | undefined): result is CopyResult =>
  result !== undefined && result !== 'running';

export default function CopyToProjectsDialog({ projectId, survey, onClose }: CopyToProjectsProps) {
  const queryClient = useQueryClient();
  const organization = scopeOrganization(useProjectScope());
  const canWriteFlags = useMissingScope('feature_flag:write') === null;
  // copy_flags is an organization endpoint: a key limited to projects creates the flag in the project.
  const knownPath = flagCopyPath(useKnownScopes());
  const flagPath = organization === null ? 'create' : knownPath;
  const [picked, setPicked] = useState<ProjectChoice[]>([]);
  const [step, setStep] = useState<'choose' | 'plan'>('choose');
  const [results, setResults] = useState<Results>({});
  const [running, setRunning] = useState(false);
  const [wider, setWider] = useState(false);

  const planning = step === 'plan';
  // Working in an organization by id: is it the key owner's current one, the only one PostHog copies into?
  const byId = organization !== null && organization !== '@current';
  const chosenOrganization = useQuery({
    ...organizationQueries.detail(organization),
    enabled: planning && byId,
  });
  const currentOrganization = useQuery({ ...organizationQueries.detail(null), enabled: planning && byId });
  const organizationKnown = !byId || (chosenOrganization.isFetched && currentOrganization.isFetched);
  const refusal = organizationRefusal(chosenOrganization.data, currentOrganization.data);
  const sourceCohorts = useQuery({ ...fleetQueries.sourceCohorts(survey, projectId), enabled: planning });
  const facts = useQueries({
    queries: picked.map((project) => ({
      ...fleetQueries.targetFacts(survey, project.id),
      enabled: planning,
    })),
  });
  const plans: (TransferPlan | null)[] = picked.map((project, index) => {
    const read = facts[index];
    // Facts a copy made stale (the name now taken, the flag now there) are read again before a plan.
    if (!read?.data || !sourceCohorts.data || (read.isStale && read.isFetching)) return null;
    if (!organizationKnown) return null;
    return planFor(
      survey,
      sourceCohorts.data,
      { id: project.id, name: project.label },
      read.data,
      canWriteFlags,
      { refusal, flagPath },
    );
  });
  const ready = plans.every((plan) => plan !== null);
  const toRun = picked.flatMap((project, index) => {
    const plan = plans[index];
    const result = results[project.id];
    // Never again: a copy made, or one whose lost answer may have made it.
    const again = !settled(result) || (result.status !== 'copied' && result.status !== 'lost');
    return plan && !plan.refusal && again ? [plan] : [];
  });
  const done = Object.values(results).some(settled);
  // Copies that would reach more people, or show at other moments, than the survey: named, and only
  // copied once the user says so.
  const widening = toRun.filter((plan) => plan.dropped.some((part) => part.widens));
  const confirmed = widening.length === 0 || wider;

  const run = async () => {
    setRunning(true);
    for (const plan of toRun) {
      const previous = results[plan.projectId];
      setResults((current) => ({ ...current, [plan.projectId]: 'running' }));
      const result = await copyToProject(
        { queryClient, projectId, organization, source: survey, plan, flagPath },
        settled(previous) ? previous : undefined,
      );
      setResults((current) => ({ ...current, [plan.projectId]: result }));
      void queryClient.invalidateQueries({ queryKey: surveyQueries.all(plan.projectId) });
      // Stale for the next plan and push, but the plans shown beside their results stay as they were.
      void queryClient.invalidateQueries({ queryKey: targetFactsKey(plan.projectId), refetchType: 'none' });
    }
    void copiedInto(
      queryClient,
      toRun.map((plan) => plan.projectId),
    );
    setRunning(false);
  };

  const failedCount = toRun.length;
  return (
    <DecisionDialog
      title="Copy to projects"
      onClose={onClose}
      busy={running}
      maxWidth="md"
      dividers
      focusableContent={step === 'plan'}
      cancelLabel={done ? 'Close' : 'Cancel'}
      beforeCancel={
        step === 'plan' && !done ? (
          <Button onClick={() => setStep('choose')} disabled={running} sx={{ mr: 'auto' }}>
            Back
          </Button>
        ) : null
      }
      actions={
        step === 'choose' ? (
          <Button variant="contained" disabled={picked.length === 0} onClick={() => setStep('plan')}>
            Review the plan{picked.length ? ` (${picked.length})` : ''}
          </Button>
        ) : done && failedCount === 0 ? null : (
          <Button
            variant="contained"
            disabled={!ready || running || toRun.length === 0 || !confirmed}
            onClick={() => void run()}
          >
            {done
              ? `Retry failed (${failedCount})`
              : `Copy to ${toRun.length} project${toRun.length === 1 ? '' : 's'}`}
          </Button>
        )
      }
    >
      {step === 'choose' ? (
        <Stack spacing={1}>
          <DialogContentText>
            Pick the projects to copy “{survey.name}” to. Before anything is written you will see, for each
            project, what copies as is, what is mapped to its own flag, cohorts and actions, and what cannot
            go.
          </DialogContentText>
          <ProjectChecklist projectId={projectId} picked={picked} onChange={setPicked} />
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <DialogContentText>
            {done
              ? 'Each project’s result is below. Nothing that failed was undone elsewhere.'
              : 'Nothing has been written yet. Each project is copied on its own: a failure in one does not undo or stop the others.'}
          </DialogContentText>
          {sourceCohorts.isError ? (
            <Alert severity="error">{describeApiError(sourceCohorts.error).message}</Alert>
          ) : null}
          {ready && widening.length > 0 && !done ? (
            <Alert severity="warning">
              {widening.length === 1 ? 'The copy to' : 'The copies to'}{' '}
              {widening.map((plan, index) => (
                <span key={plan.projectId}>
                  {index > 0 ? (index === widening.length - 1 ? ' and ' : ', ') : null}“
                  <bdi>{plan.projectName}</bdi>”
                </span>
              ))}{' '}
              would show to more people, or at other moments, than this survey: what is dropped there is
              listed in {widening.length === 1 ? 'its plan' : 'their plans'}.
              <FormControlLabel
                sx={{ display: 'flex', mt: 0.5 }}
                control={
                  <Checkbox
                    size="small"
                    checked={wider}
                    onChange={(event) => setWider(event.target.checked)}
                  />
                }
                label="Copy anyway, with the wider audience"
              />
            </Alert>
          ) : null}
          {picked.map((project, index) => (
            <TransferPlanCard
              key={project.id}
              name={project.label}
              plan={plans[index] ?? null}
              failure={facts[index]?.isError ? describeApiError(facts[index].error).message : null}
              result={results[project.id] ?? null}
            />
          ))}
        </Stack>
      )}
    </DecisionDialog>
  );
}
