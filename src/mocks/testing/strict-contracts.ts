// The app's contracts read leniently, so they cannot tell whether the demo backend answers in the real
// server's shape. The mock's own tests read its answers through these instead: the same readers, but any
// problem or unreadable item is a test failure, so the mock must send exactly what the app reads cleanly.
import * as common from '@/contracts/common';
import * as flags from '@/contracts/feature-flag';
import * as orgs from '@/contracts/organization';
import * as projects from '@/contracts/project';
import * as scheduled from '@/contracts/scheduled-change';
import { formatProblem, isUnreadable, type ReadProblem, type UnreadableRecord } from '@/contracts/readable';
import * as surveys from '@/contracts/survey';

function clean<T>(value: T | null, problems: readonly ReadProblem[], what: string): T {
  if (value === null || problems.length)
    throw new Error(
      `The mock sent a ${what} the app cannot fully read: ${problems.map(formatProblem).join('; ')}`,
    );
  return value;
}

function items<T>(list: readonly (T | UnreadableRecord)[], what: string): T[] {
  return list.map((item) => {
    if (isUnreadable(item)) return clean<T>(null, item.problems, what);
    return item;
  });
}

/**
 * A survey's problems that a real server could not produce. A question of a kind Surveyor does not
 * know is a real shape (the server accepts any `type`; the seed has one on purpose), so it is not one.
 */
function unexpectedProblems(record: surveys.SurveyRecord): ReadProblem[] {
  return record.problems.filter((problem) => {
    const match = /^questions\.(\d+)$/.exec(problem.path);
    const question = match ? record.survey.questions?.[Number(match[1])] : undefined;
    return !(question?.type === 'unreadable' && question.storedType !== null);
  });
}

export const survey = {
  parse(json: unknown): surveys.Survey {
    const { value } = surveys.readSurvey(json);
    return clean(value, value ? unexpectedProblems(value) : [{ path: '', message: 'no id' }], 'survey')
      .survey;
  },
};

export const surveyList = {
  parse(json: unknown) {
    const page = surveys.surveyList.parse(json);
    return {
      ...page,
      results: items(page.results, 'survey').map(
        (record) => clean(record, unexpectedProblems(record), 'survey').survey,
      ),
    };
  },
};

export const project = {
  parse(json: unknown): projects.Project {
    const { value, problems } = projects.readProject(json);
    return clean(value, problems, 'project').project;
  },
};

export const projectList = {
  parse(json: unknown) {
    const page = projects.projectList.parse(json);
    return { ...page, results: items(page.results, 'project') };
  },
};

export const organization = {
  parse(json: unknown) {
    const org = orgs.organization.parse(json);
    const teams = (org.teams ?? []).map((team) => {
      const { value, problems } = projects.readProjectListItem(team);
      return clean(value, problems, 'team');
    });
    const projectsOfOrg = (org.projects ?? []) as { id: number; name: string; organization_id: string }[];
    return { ...org, teams, projects: projectsOfOrg };
  },
};

export const activityPage = {
  parse(json: unknown) {
    const page = common.activityPage.parse(json);
    return { ...page, results: items(page.results, 'activity entry') };
  },
};

export const featureFlagList = {
  parse(json: unknown) {
    const page = flags.featureFlagList.parse(json);
    return { ...page, results: items(page.results, 'feature flag') };
  },
};

export const scheduledChangeList = {
  parse(json: unknown) {
    const page = scheduled.scheduledChangeList.parse(json);
    return { ...page, results: items(page.results, 'scheduled change') };
  },
};
