// Adaptive response sampling: the model's pre-save hook `update_response_sampling_limits`
// (products/surveys/backend/models.py @ 0031b5ea) spreads `response_sampling_limit` over the interval,
// one cumulative daily limit and rollout percentage per day, stored as a JSON-encoded string.
import type { Survey } from '@/contracts/survey';
import { pythonIsoformat } from './activity';

const DAY = 86_400_000;
const DAYS_PER: Record<string, number> = { day: 1, week: 7, month: 30 };

/** Python's round(x, 2): to the nearest hundredth, an exact tie to the even one. */
function round2(value: number): number {
  const scaled = value * 100;
  const floor = Math.floor(scaled);
  const rounded = scaled - floor === 0.5 ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
  return rounded / 100;
}

/** A Python float as json.dumps writes it: always with a fraction (10.0). */
const pythonFloat = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

/**
 * The schedule, or null without an interval type, with a limit of 0 or without a start date. Where the
 * server would raise (no limit or interval with a type set) the demo stores no schedule.
 */
export function computeSamplingLimits(survey: Survey): void {
  const type = survey.response_sampling_interval_type as string | null | undefined;
  const limit = survey.response_sampling_limit as number | null | undefined;
  const start = survey.response_sampling_start_date as string | null | undefined;
  const interval = survey.response_sampling_interval as number | null | undefined;
  const totalDays = (DAYS_PER[type ?? ''] ?? 0) * (interval ?? 0);
  if (type == null || limit === 0 || !start || limit == null || totalDays <= 0) {
    survey.response_sampling_daily_limits = null;
    return;
  }
  const perDay = Math.floor(limit / totalDays);
  const remaining = limit % totalDays;
  const increment = 100 / totalDays;
  const startMs = Date.parse(start);
  const entries: string[] = [];
  let cumulative = 0;
  let rollout = increment;
  for (let day = 0; day < totalDays; day += 1) {
    cumulative += perDay + (day < remaining ? 1 : 0);
    const percentage = day === totalDays - 1 ? 100 : round2(rollout);
    entries.push(
      `{"date": "${pythonIsoformat(new Date(startMs + day * DAY).toISOString())}", ` +
        `"daily_response_limit": ${cumulative}, "rollout_percentage": ${pythonFloat(percentage)}}`,
    );
    rollout += increment;
  }
  survey.response_sampling_daily_limits = `[${entries.join(', ')}]`;
}
