// PostHog throttles a personal API key (posthog/rate_limit.py: 480 requests a minute), and looking for a
// survey's family reads every project's activity: a project answered 429 is read again after its
// Retry-After, not counted as unreadable, so the copy it holds stays in the family.
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '@/mocks/node';
import { createQueryClient } from '@/lib/query/query-client';
import { copyNps } from '@/testing/fleet-copies';
import { readFamilyFacts } from './family-queries';

const ORGANIZATION = { kind: 'organization', organization: '@current' } as const;

afterEach(() => mockControl.clearFaults());

describe('looking for a family under the rate limit', { timeout: 30_000 }, () => {
  it('reads a throttled project again after Retry-After and keeps its copy', async () => {
    const { sourceId, copies } = await copyNps([{ id: 2, name: 'Acme Mobile' }]);
    mockControl.injectFault({
      method: 'GET',
      path: '/api/projects/2/surveys/activity',
      status: 429,
      retryAfter: 0,
    });

    const facts = await readFamilyFacts(createQueryClient(), ORGANIZATION, 1, sourceId);

    expect(facts.unread).toEqual([]);
    expect(facts.facts).toContainEqual({ projectId: 2, surveyId: copies[2], sourceId });
  });

  it('still names a project that stays throttled past the retries', async () => {
    const { sourceId } = await copyNps([{ id: 2, name: 'Acme Mobile' }]);
    mockControl.injectFault({
      method: 'GET',
      path: '/api/projects/2/surveys/activity',
      status: 429,
      retryAfter: 0,
      times: Infinity,
    });

    const facts = await readFamilyFacts(createQueryClient(), ORGANIZATION, 1, sourceId);

    expect(facts.unread.map((project) => project.projectName)).toEqual(['Acme Mobile']);
  });
});
