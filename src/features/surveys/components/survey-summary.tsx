// The survey page's facts at a glance: type, status, schedule, limits, responses, targeting, creation.
import type { ReactNode } from 'react';
import { KeyValueTable } from '@/components/display/key-value-table';
import { type Survey } from '@/contracts/survey';
import { isKnownSurveyType } from '@/contracts/survey-facts';
import { surveyTypeName, surveyTypeOption } from '@/entities/survey/model/survey-types';
import { SurveyStatusReason } from './survey-schedule-status';

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '—');

function repeats(survey: Survey): string {
  if (survey.iteration_count)
    return `${survey.iteration_count} times, every ${survey.iteration_frequency_days ?? '?'} days${survey.current_iteration ? ` (now iteration ${survey.current_iteration})` : ''}`;
  return survey.schedule === 'always' ? 'Every time the conditions match' : 'Once';
}

export function SurveySummary({
  projectId,
  survey,
  responses,
}: {
  projectId: number;
  survey: Survey;
  responses: number | undefined;
}) {
  const rows: [string, ReactNode][] = [
    ['Type', isKnownSurveyType(survey.type) ? surveyTypeOption(survey.type) : surveyTypeName(survey.type)],
    ['Status', <SurveyStatusReason key="status" projectId={projectId} survey={survey} />],
    ['Start', when(survey.start_date)],
    ['End', when(survey.end_date)],
    ['Repeats', repeats(survey)],
    ['Responses limit', survey.responses_limit ? survey.responses_limit.toLocaleString() : 'None'],
    ['Responses', responses === undefined ? '…' : responses.toLocaleString()],
    ['Questions', survey.questions?.length ?? 0],
    ['Targeting flag', survey.targeting_flag?.key ?? 'Everyone'],
    [
      'Created',
      `${when(survey.created_at)}${survey.created_by ? ` by ${survey.created_by.first_name || survey.created_by.email}` : ''}`,
    ],
  ];
  return <KeyValueTable label="Survey summary" rows={rows} />;
}
