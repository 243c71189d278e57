// Ids from the address bar are untrusted input: only the shapes PostHog uses reach a page (and from
// there an API path), so a crafted link cannot climb into another project's resources.

const PROJECT_ID = /^[1-9][0-9]{0,15}$/;
/** PostHog's survey ids are UUIDs. */
const SURVEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project id written as plain decimal digits (not `0x2`, `1e0` or ` 1`), or null. */
export function parseProjectId(value: string | undefined): number | null {
  return value !== undefined && PROJECT_ID.test(value) ? Number(value) : null;
}

export function parseSurveyId(value: string | undefined): string | null {
  return value !== undefined && SURVEY_ID.test(value) ? value : null;
}
