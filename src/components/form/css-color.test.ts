import { describe, expect, it } from 'vitest';
import { isCssColor, toHexInput } from './css-color';

describe('CSS colours', () => {
  it('recognises colours and gives the native picker its hex form', () => {
    expect(isCssColor('rebeccapurple')).toBe(true);
    expect(isCssColor('')).toBe(false);
    expect(toHexInput('#AbC')).toBe('#aabbcc');
    expect(toHexInput('red')).toBeNull();
  });
});
