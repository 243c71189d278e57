// Text from the server inside the app's own sentences. A right-to-left override (U+202E) left open in a
// name or a question reverses everything after it on the line, the app's words included ("… by
// <RLO>nimda updated name" reads "…eman detadpu admin"), and right-to-left text next to an arrow can swap
// what stands on either side of it. So each piece of server text is isolated: wrapped in FIRST STRONG
// ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069, Unicode's plain-text <bdi>), which
// components/display/isolated-text.tsx renders as <bdi> elements. Where people check what will be saved (diffs),
// invisible controls are also shown as visible escapes, so "gnp.exe" reversed cannot pose as "exe.png".

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks) and zero-width characters: nothing
 * to see, yet they change what is seen around them.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

const escape = (char: string) => `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`;

/** The text with each bidi control and zero-width character shown as `⟨U+202E⟩`. */
export const showInvisible = (text: string) => text.replace(INVISIBLE, escape);

/**
 * Server text isolated from the words around it. An isolate control inside it would close or reopen the
 * isolation, so those few are shown as escapes; everything else stays as it was written.
 */
export const isolate = (text: string) => `${FSI}${text.replace(ISOLATE_CONTROLS, escape)}${PDI}`;

/** Server text in a diff: isolated, with every invisible control shown. */
export const isolateShown = (text: string) => isolate(showInvisible(text));

/** For an attribute (an aria-label, a tooltip string): the words without the isolation marks. */
export const withoutIsolates = (text: string) => text.replace(/[\u2068\u2069]/g, '');

/** A text as runs: plain strings, and isolated parts (nested as they were marked). */
export type IsolatedRun = string | { isolated: IsolatedRun[] };

export function isolatedRuns(text: string): IsolatedRun[] {
  const root: IsolatedRun[] = [];
  const open: IsolatedRun[][] = [root];
  let plain = '';
  const flush = () => {
    if (plain) open.at(-1)!.push(plain);
    plain = '';
  };
  for (const char of text) {
    if (char === FSI) {
      flush();
      const inner: IsolatedRun[] = [];
      open.at(-1)!.push({ isolated: inner });
      open.push(inner);
    } else if (char === PDI && open.length > 1) {
      flush();
      open.pop();
    } else plain += char;
  }
  flush();
  return root;
}
