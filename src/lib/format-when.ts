// "Tue 1 Dec 2026, 09:00" in the browser's locale and zone: a moment a person reads (the demo's clock, a
// scheduled launch), said once so every screen writes it alike.
const withYear = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatWhen = (date: Date | number): string => withYear.format(date);
