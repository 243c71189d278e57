// Bringing a question's card into view, and focusing something in it, once the editor has rendered it.
// When asked, a card may not be on the page yet: its tab may be opening, it may be expanding, or, in a
// long windowed list, it may render only once selected. So every caller waits the same way: for the
// card to appear, a frame at a time, for as long as the page takes to render it.
//
// The wait is bounded by time, not by frames: the Questions tab opened from the flow graph is a
// transition React draws between frames, and on a busy machine it took more than 30 of them (the old
// bound), so a question added on the graph was left without the cursor. What ends the wait instead is
// the person acting (a click or a key is theirs: focus is not taken back from where they went), or a card
// that has not come after GIVE_UP_MS (its question was removed meanwhile).

const GIVE_UP_MS = 10_000;

/** The card of a question (question-card.tsx marks it with the question's uid), if rendered. */
function questionCard(uid: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-question-uid="${uid}"]`);
}

export interface RevealOptions {
  /** Where the card lands: 'center' when the user asked for the question, 'nearest' to follow an edit. */
  block?: ScrollLogicalPosition;
  /** Runs once the card is in view, e.g. to focus one of its fields. */
  focus?: (card: HTMLElement) => void;
}

/** Scrolls to a question's card as soon as it is rendered, then runs `focus`. Returns a cancel function. */
export function revealQuestion(uid: string, { block = 'center', focus }: RevealOptions = {}): () => void {
  const started = performance.now();
  let handle = 0;
  // Listened from the capture phase of the page: the press that asked for this has already passed it.
  const stop = () => {
    cancelAnimationFrame(handle);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  };
  const attempt = () => {
    const card = questionCard(uid);
    if (card) {
      stop();
      card.scrollIntoView({ block });
      focus?.(card);
    } else if (performance.now() - started < GIVE_UP_MS) handle = requestAnimationFrame(attempt);
    else stop();
  };
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  handle = requestAnimationFrame(attempt);
  return stop;
}

/** Brings a question's card into view and puts the cursor in its text (a question just added). */
export function focusQuestionText(uid: string): () => void {
  return revealQuestion(uid, {
    block: 'nearest',
    focus: (card) =>
      card.querySelector<HTMLElement>('[data-question-text] textarea, [data-question-text] input')?.focus(),
  });
}
