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
});
