// "Pin to a PostHog dashboard": a saved insight in each project of the view, holding the same EventsQuery
// (same surveys, range and test-user filter) as a table (POST /api/projects/:id/insights/, insight:write;
// InsightSerializer.create, posthog/api/insight.py @ 00092d2b), so the results live on in PostHog.
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Link, List, ListItem, Stack } from '@mui/material';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { z } from 'zod';
import type { Survey } from '@/contracts/survey';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { api, pathSegment } from '@/lib/api/client';
import { useConnection } from '@/lib/api/connection-store';
import { postHogProjectSettingsUrl } from '@/lib/api/session-only-actions';
import { answersQuery, TIME_IN_MS, type RangeAndFilter } from '../model/answers-query';

const insightAnswer = z.looseObject({ id: z.number(), short_id: z.string(), name: z.string().nullish() });

export interface PinPart {
  projectId: number;
  projectName: string;
  surveys: Survey[];
}

interface Pinned {
  projectId: number;
  projectName: string;
  shortId: string | null;
}

/** The insight's body: a table of the view's answers query (no limit: the insight pages itself). */
export function insightBody(part: PinPart, range: RangeAndFilter) {
  const answers = answersQuery(part.surveys, range).query;
  // In a table a person reads, the time as PostHog shows it rather than as ms, and who sent each answer
  // (which the screen's own read leaves out: it reads persons only for an export).
  const query = {
    ...answers,
    select: answers.select.flatMap((column) =>
      column === TIME_IN_MS ? ['person_id', 'timestamp'] : [column],
    ),
  };
  const names = part.surveys.map((survey) => survey.name).join(', ');
  return {
    name: `Survey results: ${names}`.slice(0, 400),
    description: `Made by Surveyor: every answer of ${names}${range.filterTestAccounts ? ', test users left out' : ''}.`,
    query: { kind: 'DataTableNode', source: query },
    saved: true,
  };
}

export function PinToDashboard({ parts, range }: { parts: readonly PinPart[]; range: RangeAndFilter }) {
  const connection = useConnection();
  const pin = useMutation({
    mutationFn: async (): Promise<Pinned[]> => {
      const pinned: Pinned[] = [];
      for (const part of parts) {
        const written = await api.post(
          `/api/projects/${pathSegment(part.projectId)}/insights/`,
          insightBody(part, range),
          insightAnswer,
          { action: `Pin the results to ${part.projectName}` },
        );
        pinned.push({
          projectId: part.projectId,
          projectName: part.projectName,
          shortId: written.data?.short_id ?? null,
        });
      }
      return pinned;
    },
  });
  const linkTo = (pinned: Pinned) => {
    const settings =
      connection.kind === 'demo' ? null : postHogProjectSettingsUrl(connection, pinned.projectId);
    return settings && pinned.shortId
      ? settings.replace(/\/settings\/project$/, `/insights/${pinned.shortId}`)
      : null;
  };
  return (
    <Stack spacing={1}>
      <ScopeGate scope="insight:write">
        {(reason) => (
          <Button
            variant="outlined"
            startIcon={<PushPinOutlined />}
            disabled={reason !== null || pin.isPending || parts.length === 0}
            onClick={() => pin.mutate()}
          >
            Pin to a PostHog dashboard
          </Button>
        )}
      </ScopeGate>
      {pin.error ? <ApiErrorAlert error={pin.error} title="Not pinned" /> : null}
      {pin.data ? (
        <Alert severity="success">
          Saved as an insight{pin.data.length > 1 ? ' in each project' : ''} (add it to a dashboard from the
          insight):
          <List dense disablePadding>
            {pin.data.map((pinned) => {
              const href = linkTo(pinned);
              return (
                <ListItem key={pinned.projectId} disableGutters>
                  <bdi>{pinned.projectName}</bdi>:{' '}
                  {href ? (
                    <Link href={href} target="_blank" rel="noreferrer">
                      insight {pinned.shortId}
                    </Link>
                  ) : (
                    `insight ${pinned.shortId ?? '(its answer could not be read)'}`
                  )}
                </ListItem>
              );
            })}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
