// The app's own addresses, one function per page of the route table (app/router.tsx), so a link or a
// navigation never spells a path by hand and a renamed route is changed here once (paths.test.ts checks
// each against the router). API paths are not here: the API layer builds those.

/** A project's or a survey's id, as a number or as the text an address or a select gives. */
type Id = number | string;

const project = (projectId: Id) => `/projects/${projectId}`;
const surveysOf = (projectId: Id) => `${project(projectId)}/surveys`;

export const paths = {
  /** The projects list (the app's home). */
  projects: () => '/projects',
  /** The connection settings: the host and the API key. */
  connectionSettings: () => '/settings',
  /** A project's settings. */
  projectSettings: (projectId: Id) => `${project(projectId)}/settings`,
  /** A project's surveys list. */
  surveys: (projectId: Id) => surveysOf(projectId),
  /** A project's survey activity log. */
  surveysActivity: (projectId: Id) => `${surveysOf(projectId)}/activity`,
  /** A project's surveys on a timeline. */
  surveysTimeline: (projectId: Id) => `${surveysOf(projectId)}/timeline`,
  /**
   * Results across surveys; `surveys` is the picks as the results page writes them (results-search's
   * `writePicks`), encoded here.
   */
  surveysResults: (projectId: Id, surveys?: string) =>
    `${surveysOf(projectId)}/results${surveys === undefined ? '' : `?surveys=${encodeURIComponent(surveys)}`}`,
  /** The editor of a new survey. */
  newSurvey: (projectId: Id) => `${surveysOf(projectId)}/new`,
  /** A survey's page. */
  survey: (projectId: Id, surveyId: Id) => `${surveysOf(projectId)}/${surveyId}`,
  /** A survey's editor, on `tab` when one is given (the editor opens on its questions without). */
  surveyEdit: (projectId: Id, surveyId: Id, tab?: string) =>
    `${surveysOf(projectId)}/${surveyId}/edit${tab === undefined ? '' : `?tab=${tab}`}`,
};
