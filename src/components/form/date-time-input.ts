// ISO date-times as a datetime-local input shows and edits them: in the browser's time zone, to the minute.

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in the browser's time zone ('' if invalid). */
export function toDateTimeInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) → ISO; '' when incomplete. */
export function fromDateTimeInput(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return '';
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}
