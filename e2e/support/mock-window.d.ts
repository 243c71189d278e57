// The demo backend's controls, which the built app puts on `window` (src/mocks/browser.ts); the specs
// drive them through page.evaluate.
import type { BrowserMockControl } from '../../src/mocks/browser';

declare global {
  interface Window {
    __surveyorMock?: BrowserMockControl;
  }
}
