import { render } from '@testing-library/react';
import { Stack } from '@mui/material';
import { AppThemeProvider, initialColorMode, themeFor } from './theme';

/** Every CSS rule's text in the document (emotion writes MUI's styles into <style> elements). */
function cssRules(): string[] {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
}

describe('AppThemeProvider: Stack spacing', () => {
  it('spaces children with a flex gap, not a sibling selector, and still resets their margins', () => {
    const { getByTestId } = render(
      <AppThemeProvider>
        <Stack spacing={2} data-testid="stack">
          <div>one</div>
          <div>two</div>
        </Stack>
      </AppThemeProvider>,
    );
    const stackClasses = [...getByTestId('stack').classList].map((name) => `.${name}`);
    const ofStack = cssRules().filter((rule) => stackClasses.some((name) => rule.startsWith(name)));
    // A rule like `.x > :not(style) ~ :not(style)` ends in a selector every element matches: with one in
    // the page, moving any element (a dropped question card) restyles all its following siblings.
    expect(cssRules().filter((rule) => /~\s*:not\(style\)/.test(rule))).toEqual([]);
    expect(ofStack.join('\n')).toMatch(/gap:\s*16px/);
    expect(ofStack.join('\n')).toMatch(/>\s*:not\(style\):not\(style\)\s*\{\s*margin:\s*0px/);
  });
});

describe('themeFor', () => {
  it('builds each mode once, so the theme built before the first render is the one it uses', () => {
    const light = themeFor('light');
    expect(themeFor('light')).toBe(light);
    expect(themeFor('dark')).not.toBe(light);
    expect(themeFor('dark').palette.mode).toBe('dark');
    expect(light.palette.mode).toBe('light');
  });

  it('starts in the mode chosen in this browser, else the system one', () => {
    window.localStorage.setItem('surveyor.colorMode', 'dark');
    expect(initialColorMode()).toBe('dark');
    window.localStorage.setItem('surveyor.colorMode', 'light');
    expect(initialColorMode()).toBe('light');
    window.localStorage.removeItem('surveyor.colorMode');
    for (const systemDark of [true, false]) {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }),
      });
      expect(initialColorMode()).toBe(systemDark ? 'dark' : 'light');
    }
    Reflect.deleteProperty(window, 'matchMedia');
  });
});
