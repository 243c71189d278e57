// The Results screens' charts (MUI X Charts, loaded with those screens only), each drawn beside a table
// of the same figures: the table is what keyboards and screen readers read, so the drawing itself is an
// image with a one-line summary.
import type { ReactNode } from 'react';
import { Box, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

export const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.1 ? 1 : 0)}%`;

export interface Bar {
  label: string;
  count: number;
}

/** A chart with its table: side by side on wide screens, the table below on narrow ones. */
function ChartWithTable({ chart, table, summary }: { chart: ReactNode; table: ReactNode; summary: string }) {
  return (
    <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box role="img" aria-label={summary}>
          {chart}
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
      chart={
        empty ? (
          <Typography color="text.secondary">No answers yet.</Typography>
        ) : (
          <BarChart
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
      chart={
        periods.length ? (
          <LineChart
            height={260}
            skipAnimation
            xAxis={[{ scaleType: 'point', data: [...periods] }]}
            yAxis={[
              { width: 56, valueFormatter: (value: number | null) => (value === null ? '' : format(value)) },
            ]}
            series={lines.map((line) => ({ data: line.values, label: line.label, connectNulls: true }))}
            margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
          />
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
