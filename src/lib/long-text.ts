// Texts too long to edit or show whole. The server takes request bodies up to 20 MB, so a survey can
// hold a description of megabytes (pasted by mistake, or planted through the API). A text field or a
// sanitiser fed that much blocks the page for seconds; past this length, screens show the start of it
// and the editor says how long it is instead of putting it in an input.
import { formatBytes } from '@/contracts/limits';

export const LONG_TEXT_CHARS = 100_000;

export const isLongText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > LONG_TEXT_CHARS;

/** The start of a long text, for showing; a text of ordinary length, whole. */
export function shownPart(text: string): string {
  return text.length > LONG_TEXT_CHARS ? `${text.slice(0, LONG_TEXT_CHARS)}…` : text;
}

/** "1.2 MB of text", for the editor's summary of a long field. */
export const longTextSize = (text: string) => formatBytes(new Blob([text]).size);
