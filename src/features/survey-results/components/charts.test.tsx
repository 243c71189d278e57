// The charts are drawn at the width the browser laid their box out at (read by a ResizeObserver), never
// measured by the chart library itself: its getComputedStyle in a layout effect forces a layout of the
// whole page once per chart.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DistributionChart, TrendChart } from './charts';

class FixedWidthObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(element: Element) {
    const entry = { target: element, contentRect: { width: 480.6, height: 0 } } as ResizeObserverEntry;
    queueMicrotask(() => this.report([entry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

describe('results charts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'bars',
      () => <DistributionChart title="Plan" bars={[{ label: 'Free', count: 3 }]} base={3} />,
      'Plan: Free 3',
    ],
    [
      'lines',
      () => (
        <TrendChart
          title="Responses"
          periods={['2026-01-05', '2026-01-12']}
          lines={[{ label: 'Responses', values: [3, 4] }]}
          counts={[[3, 4]]}
          format={(value) => String(value)}
        />
      ),
      'Responses: 2 periods from 2026-01-05 to 2026-01-12',
    ],
  ])('draws %s at the observed width without measuring the page itself', async (_kind, chart, summary) => {
    vi.stubGlobal('ResizeObserver', FixedWidthObserver);
    const measured: Element[] = [];
    const original = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      measured.push(element);
      return original(element, pseudo);
    });
    // Found without a role query: Testing Library's role queries read styles themselves.
    const { container } = render(chart());
    const box = container.querySelector(`[role="img"][aria-label="${summary}"]`)!;
    // The chart's drawing (a legend's swatches are svgs of their own).
    await waitFor(() => expect(box.querySelector('svg[viewBox^="0 0 480 "]')).not.toBeNull());
    expect(measured.filter((element) => box.contains(element))).toEqual([]);
  });

  it('marks a line of a single value, which would otherwise draw nothing', async () => {
    vi.stubGlobal('ResizeObserver', FixedWidthObserver);
    const { container } = render(
      <TrendChart
        title="Q1 NPS by period"
        periods={['2026-11-23']}
        lines={[{ label: 'Q1 NPS', values: [50] }]}
        counts={[[6]]}
        format={(value) => String(value)}
      />,
    );
    const box = container.querySelector('[role="img"][aria-label^="Q1 NPS by period: 1 periods"]')!;
    await waitFor(() => expect(box.querySelector('svg[viewBox^="0 0 480 "]')).not.toBeNull());
    expect(box.querySelectorAll('.MuiLineChart-mark')).toHaveLength(1);
  });

  it('says there is nothing to draw without waiting for a width', () => {
    render(<DistributionChart title="Plan" bars={[{ label: 'Free', count: 0 }]} base={0} />);
    expect(screen.getByText('No answers yet.')).toBeInTheDocument();
  });
});
