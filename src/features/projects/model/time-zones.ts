// Time zones for the picker and its validation: exactly the names PostHog accepts (its TimezoneEnum,
// pytz.all_timezones), not the browser's list. Chromium's Intl lists old aliases only (Asia/Calcutta but
// not Asia/Kolkata, Europe/Kiev but not Europe/Kyiv), so a project in India or Ukraine would otherwise
// look invalid and refuse every save.
import { isServerTimeZone, SERVER_TIME_ZONES } from '@/contracts/time-zones';

let zones: string[] | null = null;

/** UTC first, then the server's list in its order. */
export function timeZones(): string[] {
  zones ??= ['UTC', ...SERVER_TIME_ZONES.filter((zone) => zone !== 'UTC')];
  return zones;
}

export const isKnownTimeZone = (value: string): boolean => isServerTimeZone(value);
