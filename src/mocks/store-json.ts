// The demo store as JSON, written a few records at a time. JSON.stringify of the whole store is one task
// on the page's main thread, where MSW runs the demo backend: with a 5 MB import in the store that task
// held the page ~0.1 s (more on a busy machine) while the survey's page was still drawing.
import { db } from './db';

const json = (value: unknown) => JSON.stringify(value) as string | undefined;

/**
 * Exactly `JSON.stringify(db)`, built table by table and record by record, pausing (`pause`) whenever a
 * slice has taken `budgetMs`. Answers null when `stillWanted` says no after a pause: the store changed
 * meanwhile, and a mix of two states is never saved (the change schedules a save of its own).
 */
export async function storeJsonInSlices(
  pause: () => Promise<void>,
  stillWanted: () => boolean,
  budgetMs = 8,
): Promise<string | null> {
  let sliceStart = performance.now();
  const fields: string[] = [];
  for (const [key, value] of Object.entries(db)) {
    if (!Array.isArray(value)) {
      const text = json(value);
      // JSON.stringify leaves out a field whose value has no JSON form (undefined).
      if (text !== undefined) fields.push(`${JSON.stringify(key)}:${text}`);
      continue;
    }
    const items: string[] = [];
    for (const item of value as unknown[]) {
      if (performance.now() - sliceStart >= budgetMs) {
        await pause();
        if (!stillWanted()) return null;
        sliceStart = performance.now();
      }
      items.push(json(item) ?? 'null');
    }
    fields.push(`${JSON.stringify(key)}:[${items.join(',')}]`);
  }
  return `{${fields.join(',')}}`;
}
