// IANA time zones for pickers and validation (the server also accepts legacy aliases such as US/Pacific).
let zones: string[] | null = null;

export function timeZones(): string[] {
  zones ??= ['UTC', ...(Intl.supportedValuesOf?.('timeZone') ?? []).filter((zone) => zone !== 'UTC')];
  return zones;
}

export function isKnownTimeZone(value: string): boolean {
  return timeZones().includes(value) || /^(US|Etc|Canada|Brazil)\//.test(value) || value === 'GMT';
}
