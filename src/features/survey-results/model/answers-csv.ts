// The combined answers as CSV, one row per submission (every one read, all pages), each question group a
// column, choices folded back to the base choice as the charts count them. The persons are read at export
// (`readPersons`): the answers the screen reads carry none.
import { choiceTranslationMap } from '@/contracts/events';
import type { QuestionGroup } from './question-groups';
import { submissionRef, type Submission } from './submissions';

/** A CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function answersCsv(
  submissions: readonly Submission[],
  groups: readonly QuestionGroup[],
  persons: ReadonlyMap<string, string>,
  names: { survey: (id: string) => string; project: (id: number) => string },
): string {
  const keyOf = groups.map((group) => new Map(group.members.map((member) => [member.surveyId, member])));
  const header = [
    'Project',
    'Survey',
    'Submitted at (UTC)',
    'Language',
    'Iteration',
    'Person',
    'Submission',
    ...groups.map((group) => group.text),
  ];
  const lines = [header.map(csvCell).join(',')];
  const folds = new Map<string, Map<string, string>>();
  const fold = (surveyId: string, question: Record<string, unknown>, text: string) => {
    const key = `${surveyId}/${String(question.id)}`;
    if (!folds.has(key)) folds.set(key, choiceTranslationMap(question));
    return folds.get(key)!.get(text) ?? text;
  };
  const sorted = [...submissions].sort((a, b) => a.at - b.at);
  for (const submission of sorted) {
    const cells = [
      names.project(submission.projectId),
      names.survey(submission.surveyId),
      Number.isFinite(submission.at) ? new Date(submission.at).toISOString() : '',
      submission.language ?? '',
      submission.iteration ?? '',
      persons.get(submissionRef(submission)) ?? '',
      submission.key,
      ...keyOf.map((members) => {
        const member = members.get(submission.surveyId);
        const answer = member ? submission.answers[member.questionKey] : undefined;
        if (answer === undefined || !member) return '';
        const texts = (Array.isArray(answer) ? answer : [answer]).map((text) =>
          fold(submission.surveyId, member.question, text),
        );
        return texts.join('; ');
      }),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
