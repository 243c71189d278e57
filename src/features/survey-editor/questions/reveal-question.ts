// Bringing a question's card into view, and focusing something in it, once the editor has rendered it.
// When asked, a card may not be on the page yet: its tab may be opening, it may be expanding, or, in a
// long windowed list, it may render only once selected. So every caller waits the same way: for the
// card to appear, a frame at a time, for at most about half a second.

const MAX_FRAMES = 30;

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
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    const card = questionCard(uid);
    if (card) {
      card.scrollIntoView({ block });
      focus?.(card);
    } else if ((frames += 1) < MAX_FRAMES) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}

/** Brings a question's card into view and puts the cursor in its text (a question just added). */
export function focusQuestionText(uid: string): () => void {
  return revealQuestion(uid, {
    block: 'nearest',
    focus: (card) =>
      card.querySelector<HTMLElement>('[data-question-text] textarea, [data-question-text] input')?.focus(),
  });
}
