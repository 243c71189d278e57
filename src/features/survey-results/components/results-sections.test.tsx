// The results sections draw the counts and the first question first, and the other questions, the trend,
// the split, the drop-off and the open answers in the pass after it: on 10,000 answers those cost several
// times what the first question does, and the first chart waited for all of them.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Survey } from '@/contracts/survey';
import { AppProviders } from '@/app/provider';
import { createQueryClient } from '@/lib/query/query-client';
import { createTestSession } from '@/testing/render';
import { resultsSearch } from '../model/results-search';
import { resultsView } from '../model/results-view';
import type { ProjectAnswers } from '../results-reads';
import type { Submission } from '../model/submissions';
import { ResultsSections } from './results-sections';

const survey = {
  id: 's1',
  name: 'Pulse',
  questions: [
    { id: 'n', type: 'rating', scale: 10, question: 'Recommend us?' },
    { id: 'p', type: 'single_choice', question: 'Plan?', choices: ['Free', 'Team'] },
    { id: 'o', type: 'open', question: 'What should we improve?' },
  ],
} as unknown as Survey;

const submissions: Submission[] = [9, 10, 3, 7].map((score, i) => ({
  projectId: 1,
  surveyId: 's1',
  key: `k${i}`,
  uuid: `u${i}`,
  at: Date.parse('2026-11-04T10:00:00Z') + i * 86_400_000,
  language: null,
  iteration: null,
  answers: { n: String(score), p: i % 2 ? 'Team' : 'Free', o: `Idea ${i}` },
}));

const answers: ProjectAnswers = {
  projectId: 1,
  submissions,
  tallies: {
    s1: { shown: 8, shownPersons: 8, dismissed: 1, dismissedPersons: 1, sent: 4, sentPersons: 4 },
  },
  unfiltered: { s1: 4 },
  pages: 1,
};

describe('results sections', () => {
  let root: Root | null = null;
  let container: HTMLElement;
  beforeEach(() => {
    // The first pass is read as the browser would paint it: outside act(), which would flush the rest.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    root?.unmount();
    container.remove();
    vi.unstubAllGlobals();
  });

  it('draws the first question before the other questions, the breakdowns and the open answers', async () => {
    const surveys = [{ projectId: 1, projectName: 'Default', survey }];
    const view = resultsView(surveys, [answers], {}, new Set());
    const queryClient = createQueryClient({ retry: false });
    root = createRoot(container);
    flushSync(() =>
      root!.render(
        <AppProviders queryClient={queryClient} session={createTestSession(queryClient)}>
          <ResultsSections
            view={view}
            surveys={surveys}
            search={resultsSearch.parse({ split: 'survey' })}
            setSearch={() => {}}
            zone="UTC"
            weekStart={1}
            surveyName={(id) => id}
            projectName={(id) => `Project ${id}`}
          />
        </AppProviders>,
      ),
    );
    // The first pass: the counts and Q1 with its figures (NPS of 9, 10, 3, 7: 2 promoters, 1 detractor).
    const first = screen.getByRole('region', { name: 'Q1 Recommend us?' });
    expect(within(first).getByRole('group', { name: 'NPS: 25' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shown, dismissed and sent' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Q2 Plan?' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Trend' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Open answers' })).toBeNull();
    // Then everything else, without anything asked.
    const plan = await screen.findByRole('region', { name: 'Q2 Plan?' });
    expect(within(plan).getByRole('row', { name: /^Team 2 / })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Q3 What should we improve?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trend' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Split' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Drop-off per question' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Open answers' })).toBeInTheDocument();
    expect(screen.getByText('Idea 3')).toBeInTheDocument();
  });
});
