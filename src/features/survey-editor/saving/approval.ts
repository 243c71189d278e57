// A write PostHog holds for approval: with an approval policy on launching surveys or switching flags, the
// server answers 409 `approval_required` (a change request was made) or `change_request_pending` (one is
// already waiting) instead of doing it (products/approvals/backend/decorators.py @ 0aa21e53). Nothing was
// written: the save says so in words and keeps everything typed.
import { isApiError } from '@/lib/api/api-error';

const HELD = new Set(['approval_required', 'change_request_pending']);

/** Whether `error` is PostHog holding the write for approval. */
export const isHeldForApproval = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && HELD.has(error.code);

/** The words for a held write: what PostHog said, what it means, what happens if it is approved. */
export function approvalWords(error: unknown): string | null {
  if (!isApiError(error) || !isHeldForApproval(error)) return null;
  const said =
    error.code === 'change_request_pending'
      ? `a request is already waiting for approval (${error.detail.replace(/\.$/, '')})`
      : error.detail.replace(/\.$/, '');
  return `PostHog is holding this launch for approval: ${said}. Nothing is scheduled until it is approved in PostHog, and an approved launch shows the survey from then on, without this schedule. What you typed is kept: save again once it is approved.`;
}

/** A save PostHog held for approval, in words. */
export class HeldForApprovalError extends Error {
  constructor(override readonly cause: unknown) {
    super(approvalWords(cause) ?? String(cause));
    this.name = 'HeldForApprovalError';
  }
}
