// One question (or group of paired questions) of a results view: its headline figures with n and a 95%
// interval, and how its answers are spread (every kind, multiple choice included), "Other" texts listed.
import { useMemo } from 'react';
import { Box, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { questionFigures, type QuestionFigures } from '../model/figures';
import type { QuestionGroup } from '../model/question-groups';
import type { Submission } from '../model/submissions';
import { DistributionChart, percent } from './charts';

const fixed = (value: number, digits = 1) => value.toFixed(digits);

function Headline({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Box role="group" aria-label={`${label}: ${value}`}>
      <Typography variant="overline" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}

export function Headlines({ figures }: { figures: QuestionFigures }) {
  if (figures.kind !== 'rating') return null;
  const items = [];
  if (figures.nps)
    items.push(
      <Headline
        key="nps"
        label="NPS"
        value={fixed(figures.nps.score, 0)}
        detail={`n ${figures.n} · 95% interval ${fixed(figures.nps.interval.low, 0)} to ${fixed(figures.nps.interval.high, 0)} · ${figures.nps.promoters} promoters, ${figures.nps.passives} passives, ${figures.nps.detractors} detractors`}
      />,
    );
  if (figures.csat)
    items.push(
      <Headline
        key="csat"
        label="CSAT (positive answers)"
        value={percent(figures.csat.share)}
        detail={`n ${figures.n} · 95% interval ${percent(figures.csat.interval.low)} to ${percent(figures.csat.interval.high)}`}
      />,
    );
  if (figures.mean !== null)
    items.push(
      <Headline
        key="mean"
        label="Average"
        value={fixed(figures.mean, 2)}
        detail={`n ${figures.n}${figures.meanInterval ? ` · 95% interval ${fixed(figures.meanInterval.low, 2)} to ${fixed(figures.meanInterval.high, 2)}` : ''}`}
      />,
    );
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {items}
    </Stack>
  );
}

export function QuestionCard({
  group,
  submissions,
  number,
  surveysIn,
}: {
  group: QuestionGroup;
  /** The view's submissions: the card works out its own figures when it is drawn. */
  submissions: readonly Submission[];
  number: number;
  /** How many of the view's surveys this group spans. */
  surveysIn: number;
}) {
  const figures = useMemo(() => questionFigures(group, submissions), [group, submissions]);
  const title = `Q${number} ${group.text}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h3" variant="subtitle1">
          Q{number} <bdi>{group.text}</bdi>
        </Typography>
        <Chip size="small" label={group.kind.replace('_', ' ')} />
        {surveysIn > 1 ? (
          <Chip size="small" variant="outlined" label={`${group.members.length} of ${surveysIn} surveys`} />
        ) : null}
      </Stack>
      <Headlines figures={figures} />
      {figures.kind === 'rating' ? (
        <DistributionChart
          title={`${title}: answers`}
          bars={figures.counts.map((count) => ({ label: String(count.value), count: count.count }))}
          base={figures.n}
        />
      ) : figures.kind === 'choice' ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {figures.n} answered
            {figures.multiple ? ' · several choices each: shares are of those who answered' : ''}
          </Typography>
          <DistributionChart
            title={`${title}: answers`}
            bars={[
              ...figures.counts.map((count) => ({ label: count.choice, count: count.count })),
              ...(figures.other.length
                ? [{ label: 'Other', count: figures.other.reduce((sum, item) => sum + item.count, 0) }]
                : []),
            ]}
            base={figures.n}
          />
          {figures.other.length ? (
            <Box sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h4">
                “Other” answers
              </Typography>
              <List dense sx={{ maxHeight: 200, overflow: 'auto' }} aria-label={`${title}: other answers`}>
                {figures.other.slice(0, 100).map((item) => (
                  <ListItem key={item.text} disableGutters>
                    <ListItemText
                      primary={<bdi>{item.text}</bdi>}
                      secondary={item.count > 1 ? `${item.count} times` : null}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ) : null}
        </>
      ) : (
        <Typography variant="body2">
          {figures.n} {figures.kind === 'link' ? 'clicked' : 'answered'}
          {figures.kind === 'open' ? ': the texts are under Open answers.' : '.'}
        </Typography>
      )}
    </Paper>
  );
}
