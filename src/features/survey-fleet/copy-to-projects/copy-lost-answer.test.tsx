// A copy whose answer was lost: duplicate_to_projects made the copy, but the answer never arrived (a
// timeout, a proxy's 502) or could not be read. The copy is found through the target's records of where
// its surveys came from and completed; it is never made a second time, and never reported "Not copied".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { surveyFleetApi } from '../api/survey-fleet.api';
import { ApiError } from '@/lib/api/api-error';
import { apiRequests } from '@/testing/api-requests';
import { NPS, openCopyDialog, storedCopies } from '@/testing/fleet-copies';

const realDuplicate = surveyFleetApi.duplicateToProject.bind(surveyFleetApi);

/** The first duplicate is made on the server, then its answer is replaced by `error`. */
function loseFirstAnswer(error: Error) {
  let first = true;
  vi.spyOn(surveyFleetApi, 'duplicateToProject').mockImplementation(async (...args) => {
    const answer = await realDuplicate(...args);
    if (!first) return answer;
    first = false;
    throw error;
  });
}

const duplicates = (requests: string[]) =>
  requests.filter((request) => request.includes('/duplicate_to_projects/')).length;

async function copyToMobile() {
  const view = await openCopyDialog();
  const { user, dialog } = view;
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Acme Mobile' }));
  await user.click(within(dialog).getByRole('button', { name: 'Review the plan (1)' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Copy to 1 project' }));
  return { ...view, mobile: within(dialog).getByRole('region', { name: 'Acme Mobile' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('Copy to projects when the answer is lost', { timeout: 90_000 }, () => {
  it('finds the copy a timed-out duplicate made and completes it: one copy, reported copied', async () => {
    loseFirstAnswer(new ApiError({ kind: 'network', detail: 'Network error: the request timed out' }));
    const requests = apiRequests();
    const { dialog, mobile } = await copyToMobile();
    expect(await within(mobile).findByText(/^Copied\./)).toBeInTheDocument();
    expect(
      within(mobile).getByText(/answer to the copy was lost; Surveyor found the copy/),
    ).toBeInTheDocument();
    expect(within(mobile).queryByText(/Not copied/)).not.toBeInTheDocument();
    const copies = storedCopies(2);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.name).toBe(NPS);
    expect(copies[0]!.linked_flag?.key).toBe('beta-program');
    expect(duplicates(requests)).toBe(1);
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });

  it('says "Made, but …" for an unreadable 201 whose copy cannot be looked for, and offers no retry', async () => {
    loseFirstAnswer(
      new ApiError({ kind: 'contract', status: 201, detail: 'The answer did not have the expected shape.' }),
    );
    vi.spyOn(surveyFleetApi, 'copiesOf').mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 403,
        detail: "API key missing required scope 'activity_log:read'",
      }),
    );
    const { dialog, mobile } = await copyToMobile();
    expect(await within(mobile).findByText(/^Made, but PostHog's answer was lost/)).toBeInTheDocument();
    expect(within(mobile).queryByText(/Not copied/)).not.toBeInTheDocument();
    expect(storedCopies(2)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Retry failed|Copy to/ })).not.toBeInTheDocument();
  });

  it('retries a 502 that made nothing, and the retry makes the one copy', async () => {
    let first = true;
    vi.spyOn(surveyFleetApi, 'duplicateToProject').mockImplementation(async (...args) => {
      if (first) {
        first = false;
        throw new ApiError({ kind: 'http', status: 502, detail: 'Bad gateway' });
      }
      return realDuplicate(...args);
    });
    const { user, dialog, mobile } = await copyToMobile();
    expect(await within(mobile).findByText(/^Not copied\./)).toBeInTheDocument();
    expect(within(mobile).getByText(/A retry looks for one again first/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    expect(await within(mobile).findByText(/^Copied\./)).toBeInTheDocument();
    expect(storedCopies(2)).toHaveLength(1);
  });
});
