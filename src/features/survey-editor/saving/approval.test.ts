// PostHog's approvals answer 409 with a body of their own; it is read into an ApiError with its code and
// said in words.
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '@/lib/api/error-from-response';
import { approvalWords, isHeldForApproval } from './approval';

const answer = (body: unknown) =>
  errorFromResponse({ status: 409, headers: new Headers() }, JSON.stringify(body), {
    method: 'PATCH',
    path: '/api/projects/1/surveys/x/',
  });

describe('a write held for approval', () => {
  it('reads approval_required and change_request_pending with their words', () => {
    const required = answer({
      code: 'approval_required',
      status: 'approval_required',
      message: 'Needs a reviewer',
    });
    expect(required).toMatchObject({ status: 409, code: 'approval_required', detail: 'Needs a reviewer' });
    expect(approvalWords(required)).toMatch(
      /^PostHog is holding this launch for approval: Needs a reviewer\./,
    );
    const pending = answer({
      code: 'change_request_pending',
      error: 'A pending approval request already exists for this action',
    });
    expect(isHeldForApproval(pending)).toBe(true);
    expect(approvalWords(pending)).toMatch(/a request is already waiting for approval/);
  });

  it('leaves any other 409 alone', () => {
    const other = answer({ detail: 'Something else' });
    expect(isHeldForApproval(other)).toBe(false);
    expect(approvalWords(other)).toBeNull();
  });
});
