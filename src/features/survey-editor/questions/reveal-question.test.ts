import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealQuestion } from './reveal-question';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.body.innerHTML = '';
});

function addCard(uid: string) {
  const card = document.createElement('div');
  card.dataset.questionUid = uid;
  card.scrollIntoView = vi.fn();
  card.innerHTML = '<input aria-label="text" />';
  document.body.append(card);
  return card;
}

describe('revealQuestion', () => {
  it('waits for the card to be rendered, scrolls to it, then focuses in it', async () => {
    const focus = vi.fn((card: HTMLElement) => card.querySelector('input')!.focus());
    revealQuestion('q2', { block: 'nearest', focus });
    await nextFrame();
    expect(focus).not.toHaveBeenCalled();
    const card = addCard('q2');
    await nextFrame();
    await nextFrame();
    expect(card.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(focus).toHaveBeenCalledWith(card);
    expect(document.activeElement).toBe(card.querySelector('input'));
  });

  it('can be cancelled, and gives up on a card that never comes', async () => {
    const card = addCard('q1');
    const cancel = revealQuestion('q1');
    cancel();
    await nextFrame();
    expect(card.scrollIntoView).not.toHaveBeenCalled();
    const focus = vi.fn();
    revealQuestion('missing', { focus });
    for (let frame = 0; frame < 35; frame += 1) await nextFrame();
    expect(focus).not.toHaveBeenCalled();
  });

  // The card of a question added on the flow graph comes with the Questions tab, whose render is a
  // transition drawn between frames: on a busy machine that took more than 30 frames (675 ms measured in
  // Chromium), and a wait bounded by frames gave up, leaving the new question without the cursor.
  describe('on a busy page', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const fakeFrames = () =>
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });

    it('waits for a card that takes seconds to render, and focuses in it', () => {
      fakeFrames();
      const focus = vi.fn((card: HTMLElement) => card.querySelector('input')!.focus());
      revealQuestion('q3', { block: 'nearest', focus });
      vi.advanceTimersByTime(3000);
      expect(focus).not.toHaveBeenCalled();
      const card = addCard('q3');
      vi.advanceTimersByTime(20);
      expect(focus).toHaveBeenCalledWith(card);
      expect(document.activeElement).toBe(card.querySelector('input'));
    });

    it('stops waiting when the person acts meanwhile: a click or a key is theirs, not taken back', () => {
      fakeFrames();
      for (const act of [
        () => document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })),
        () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true })),
      ]) {
        const focus = vi.fn();
        revealQuestion('later', { focus });
        vi.advanceTimersByTime(100);
        act();
        const card = addCard('later');
        vi.advanceTimersByTime(100);
        expect(card.scrollIntoView).not.toHaveBeenCalled();
        expect(focus).not.toHaveBeenCalled();
        card.remove();
      }
    });

    it('gives up on a card that has not come after ten seconds', () => {
      fakeFrames();
      const focus = vi.fn();
      revealQuestion('gone', { focus });
      vi.advanceTimersByTime(10_100);
      const card = addCard('gone');
      vi.advanceTimersByTime(100);
      expect(card.scrollIntoView).not.toHaveBeenCalled();
      expect(focus).not.toHaveBeenCalled();
    });
  });
});
