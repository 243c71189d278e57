// What a family's scan says while it goes: the first member found, a copy or the source this survey was
// copied from, is said at once rather than at the next report's interval (SCAN_REPORT_MS).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { copyNps } from '@/testing/fleet-copies';
import { readFamilyFacts, type FamilyScan } from './family-queries';

const ORGANIZATION = { kind: 'organization', organization: '@current' } as const;

afterEach(() => vi.useRealTimers());

describe('a family scan’s reports', { timeout: 30_000 }, () => {
  it('says the source of a copy as soon as it is found', async () => {
    const { sourceId, copies } = await copyNps([{ id: 2, name: 'Acme Mobile' }]);
    // Reports held for their interval never come: only those said at once are recorded.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const said: FamilyScan[] = [];
    const facts = await readFamilyFacts(createQueryClient(), ORGANIZATION, 2, copies[2]!, undefined, (scan) =>
      said.push(scan),
    );

    const holdsSource = (scan: FamilyScan) =>
      scan.found.facts.some((fact) => fact.projectId === 1 && fact.surveyId === sourceId);
    expect(facts.facts.filter((fact) => fact.surveyId === sourceId)).toHaveLength(1);
    expect(said.some(holdsSource)).toBe(true);
  });
});
