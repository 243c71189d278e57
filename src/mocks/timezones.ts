// The time zones the server accepts (pytz.all_timezones: IANA names plus legacy aliases).
const LEGACY = [
  'UTC',
  'GMT',
  'US/Pacific',
  'US/Eastern',
  'US/Central',
  'US/Mountain',
  'Etc/GMT+5',
  'Etc/GMT-3',
  'Europe/Kiev',
];

let cache: Set<string> | null = null;

export function isKnownTimezone(value: string): boolean {
  cache ??= new Set([...(Intl.supportedValuesOf?.('timeZone') ?? []), ...LEGACY]);
  return cache.has(value);
}
