// Test helper: arms a seeded survey's schedule through the demo API as Surveyor's editor would (a gate flag
// off, linked to the launched survey, and its on and off as scheduled changes), for the status, the
// timeline and cleanup to read back.
import { gateFlagBody } from '@/entities/survey/schedule/gate-flag';
import { mockNow } from '@/mocks/clock';
import { call, surveyId } from '@/mocks/test-api';

export const HOUR = 3_600_000;

export interface ArmedSurvey {
  surveyId: string;
  gateId: number;
  changeIds: number[];
}

/** One window from `launchIn` to `stopIn` hours after the demo's now (stopIn null: no stop). */
export async function armGate(
  name: string,
  launchIn: number,
  stopIn: number | null = null,
): Promise<ArmedSurvey> {
  const id = await surveyId(name);
  const gate = await call('POST', '/api/projects/1/feature_flags/', gateFlagBody({ id, name }));
  const gateId = gate.json!.id as number;
  await call('PATCH', `/api/projects/1/surveys/${id}/`, {
    linked_flag_id: gateId,
    start_date: new Date(mockNow()).toISOString(),
    end_date: null,
  });
  const changeIds: number[] = [];
  for (const [value, hours] of [
    [true, launchIn],
    [false, stopIn],
  ] as const) {
    if (hours === null) continue;
    const change = await call('POST', '/api/projects/1/scheduled_changes/', {
      model_name: 'FeatureFlag',
      record_id: String(gateId),
      payload: { operation: 'update_status', value },
      scheduled_at: new Date(mockNow() + hours * HOUR).toISOString(),
    });
    changeIds.push(change.json!.id as number);
  }
  return { surveyId: id, gateId, changeIds };
}
