// The Results screens' charts (MUI X Charts, loaded with those screens only), each drawn beside a table
// of the same figures: the table is what keyboards and screen readers read, so the drawing itself is an
// image with a one-line summary. Each chart is given its width, read by a ResizeObserver after the
// browser's own layout: left to measure itself, MUI X reads getComputedStyle in a layout effect, which
// forces a layout of the whole page once per chart mount (on a results page of ten charts, the largest
// share of the time to its first chart).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

export const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.1 ? 1 : 0)}%`;

export interface Bar {
  label: string;
  count: number;
}

/** The width of the element `ref` holds, in whole pixels, as the browser laid it out (0 until then). */
function useObservedWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A chart with its table: side by side on wide screens, the table below on narrow ones. The chart is
 * drawn once its box has a width, at `height` (the box keeps that height meanwhile, so nothing moves).
 */
function ChartWithTable({
  chart,
  height,
  table,
  summary,
}: {
  /** What to show, or the chart to draw at a width. */
  chart: ReactNode | ((width: number) => ReactNode);
  height: number;
  table: ReactNode;
  summary: string;
}) {
  const { ref, width } = useObservedWidth();
  return (
    <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box
          role="img"
          aria-label={summary}
          ref={ref}
          sx={{ minHeight: typeof chart === 'function' ? height : 0 }}
        >
          {typeof chart !== 'function' ? chart : width > 0 ? chart(width) : null}
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>{table}</Grid>
    </Grid>
  );
}

/** How many answered each choice or value, as horizontal bars and a table with shares of `base`. */
export function DistributionChart({
  title,
  bars,
  base,
}: {
  title: string;
  bars: readonly Bar[];
  base: number;
}) {
  const height = Math.max(120, 28 * bars.length + 50);
  const empty = bars.every((bar) => bar.count === 0);
  const summary = `${title}: ${bars.map((bar) => `${bar.label} ${bar.count}`).join(', ')}`;
  return (
    <ChartWithTable
      summary={summary}
      height={height}
      chart={
        empty ? (
          <Typography color="text.secondary">No answers yet.</Typography>
        ) : (
          (width: number) => (
            <BarChart
              width={width}
              height={height}
              layout="horizontal"
              hideLegend
              skipAnimation
              yAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), width: 120 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ data: bars.map((bar) => bar.count), label: 'Responses' }]}
              margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
            />
          )
        )
      }
      table={
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Answer</TableCell>
              <TableCell align="right">Responses</TableCell>
              <TableCell align="right">Share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bars.map((bar) => (
              <TableRow key={bar.label}>
                <TableCell>
                  <bdi>{bar.label}</bdi>
                </TableCell>
                <TableCell align="right">{bar.count}</TableCell>
                <TableCell align="right">{base ? percent(bar.count / base) : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}

const TREND_HEIGHT = 260;

export interface Line {
  label: string;
  values: (number | null)[];
}

/** Values over periods, as lines and a table (one column per line, with each point's n). */
export function TrendChart({
  title,
  periods,
  lines,
  counts,
  format,
}: {
  title: string;
  periods: readonly string[];
  lines: readonly Line[];
  /** Per line, the n behind each point. */
  counts: readonly (readonly number[])[];
  format: (value: number) => string;
}) {
  const summary = `${title}: ${periods.length} periods from ${periods[0] ?? '–'} to ${periods.at(-1) ?? '–'}`;
  return (
    <ChartWithTable
      summary={summary}
      height={TREND_HEIGHT}
      chart={
        periods.length ? (
          (width: number) => (
            <LineChart
              width={width}
              height={TREND_HEIGHT}
              skipAnimation
              xAxis={[{ scaleType: 'point', data: [...periods] }]}
              yAxis={[
                {
                  width: 56,
                  valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
                },
              ]}
              series={lines.map((line) => ({
                data: line.values,
                label: line.label,
                connectNulls: true,
                // A single value has no line to draw: only its mark shows it.
                showMark: line.values.filter((value) => value !== null).length === 1,
              }))}
              margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
            />
          )
        ) : (
          <Typography color="text.secondary">No answers in this range.</Typography>
        )
      }
      table={
        <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} aria-label={`${title} (table)`}>
          <Table size="small" aria-label={title} stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>Period</TableCell>
                {lines.map((line) => (
                  <TableCell key={line.label} align="right">
                    {line.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {periods.map((period, row) => (
                <TableRow key={period}>
                  <TableCell>{period}</TableCell>
                  {lines.map((line, column) => {
                    const value = line.values[row];
                    return (
                      <TableCell key={line.label} align="right">
                        {value === null || value === undefined ? '–' : format(value)}
                        <Typography component="span" variant="caption" color="text.secondary">
                          {` (n ${counts[column]?.[row] ?? 0})`}
                        </Typography>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      }
    />
  );
}
