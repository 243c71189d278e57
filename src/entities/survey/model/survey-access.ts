// What the user may do with one survey under PostHog's access control. SurveySerializer answers
// `user_access_level`, the requesting user's level on the survey ("none", "viewer", "editor", "manager";
// posthog/rbac), and AccessControlPermission.has_object_permission (posthog/permissions.py) asks "editor" of
// the object for every write. Servers without access control send no level: nothing is held back then.

const READ_ONLY_LEVELS = ['viewer', 'none'];

/** Why the user cannot change this survey, or null when nothing says they cannot. */
export function surveyAccessReason(survey: { user_access_level?: string | null }): string | null {
  const level = survey.user_access_level;
  if (!level || !READ_ONLY_LEVELS.includes(level)) return null;
  return `You can view this survey but not edit it: your access level is ${level}.`;
}

/** Whether the user may write the survey (edit, launch, stop, archive, delete); a copy is theirs anyway. */
export function canEditSurvey(survey: { user_access_level?: string | null }): boolean {
  return surveyAccessReason(survey) === null;
}
