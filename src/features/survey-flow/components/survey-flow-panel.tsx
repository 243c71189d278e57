// The branching flow preview: findings, the graph, a respondent walk-through and every path.
// Lazy-loaded (React Flow and dagre stay out of the first screen's bundle).
import { memo, useMemo, useState } from 'react';
import { Alert, Box, Grid, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useStableCallback } from '@/lib/react/use-stable-callback';
import { TabPanel, tabProps } from '@/components/navigation/tab-panel';
import type { FlowPanelProps } from '@/entities/survey/ui/survey-panels';
import { buildFlowGraph, DEAD_END_NODE, END_NODE } from '@/entities/survey/routing/build-graph';
import { nodeId } from '../model/layout';
import { lintFlow } from '@/entities/survey/routing/lint';
import { enumeratePaths } from '@/entities/survey/routing/paths';
import { useAfterPaint } from '@/lib/react/after-next-paint';
import { FindingsList } from './findings-list';
import { FlowGraphView } from './flow-graph';
import { PathsList } from './paths-list';
import { startWalk, type WalkState } from '@/entities/survey/routing/walk';
import { useWalkRecorder } from '@/entities/results/use-walk-recorder';
import { Walkthrough } from './walkthrough';

const PATH_LIMIT = 50;

// Memoised: the editor around it draws again on every keystroke, with the same props.
export default memo(function SurveyFlowPanel({
  survey,
  selectedQuestionIndex,
  onSelectQuestion,
  compact = false,
  editing,
  respondent,
}: FlowPanelProps) {
  // On the demo, a walk answered to the end is sent as posthog-js would send it (Results shows it).
  const recorder = useWalkRecorder(respondent);
  const questions = useMemo(() => survey.questions ?? [], [survey.questions]);
  const graph = useMemo(() => buildFlowGraph(questions), [questions]);
  const findings = useMemo(
    () => lintFlow(questions, survey.appearance, graph),
    [questions, survey.appearance, graph],
  );
  const [localSelection, setLocalSelection] = useState<number | null>(null);
  const [side, setSide] = useState<'try' | 'paths'>('try');
  // Only while the Paths tab shows them: a change to a long survey need not walk its paths.
  const showPaths = !compact && side === 'paths';
  const paths = useMemo(() => (showPaths ? enumeratePaths(graph, PATH_LIMIT) : []), [graph, showPaths]);
  // The list follows the graph a paint later (the graph's nodes show the findings at once).
  const listed = useAfterPaint(findings);
  const [walk, setWalk] = useState<WalkState>(startWalk);
  const selected = selectedQuestionIndex ?? localSelection;
  // Stable, so the memoised findings list is not drawn again on every render of the editor around it.
  const select = useStableCallback((index: number) => {
    setLocalSelection(index);
    onSelectQuestion?.(index);
  });

  const highlighted = useMemo(() => {
    if (side !== 'try') return undefined;
    const nodes = new Set(walk.visited.map(nodeId));
    const edges = new Set<string>();
    walk.taken.forEach((step, i) => {
      const from = walk.visited[i]!;
      const edge = graph.edges.find((candidate) => candidate.from === from && candidate.step === step);
      if (edge) edges.add(edge.id);
    });
    if (walk.finished === 'end') nodes.add(END_NODE);
    if (walk.finished === 'dead-end') nodes.add(DEAD_END_NODE);
    return { nodes, edges };
  }, [side, walk, graph]);

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Flow problems">
        <Typography component="h2" variant={compact ? 'subtitle1' : 'h6'}>
          Flow check
          {listed.length ? ` · ${listed.length} finding${listed.length === 1 ? '' : 's'}` : ''}
        </Typography>
        <FindingsList findings={listed} onSelect={select} />
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: compact ? 12 : 8 }}>
          <FlowGraphView
            graph={graph}
            findings={findings}
            selectedIndex={selected}
            path={highlighted}
            onSelect={select}
            height={compact ? 480 : 560}
            minimap={!compact}
            questions={questions}
            editing={editing}
          />
          {selected !== null && questions[selected] ? (
            <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
              Selected: Q{selected + 1} “{graph.questions[selected]?.text}”
            </Typography>
          ) : null}
        </Grid>
        {compact ? null : (
          <Grid size={{ xs: 12, lg: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Tabs
                value={side}
                onChange={(_, value) => setSide(value)}
                aria-label="Flow tools"
                sx={{ mb: 2 }}
              >
                <Tab label="Try it" {...tabProps('try', 'flow-tools')} />
                <Tab label="Paths" {...tabProps('paths', 'flow-tools')} />
              </Tabs>
              <TabPanel value={side} group="flow-tools">
                {side === 'try' ? (
                  <>
                    <Walkthrough
                      questions={questions}
                      appearance={survey.appearance}
                      state={walk}
                      onChange={setWalk}
                      onFinished={recorder.on ? recorder.send : undefined}
                    />
                    {recorder.on ? (
                      <Alert
                        severity={recorder.record.state === 'failed' ? 'error' : 'info'}
                        sx={{ mt: 2 }}
                        role="status"
                      >
                        {recorder.record.state === 'sent'
                          ? 'Your answers were sent to the demo as posthog-js sends them: see them in the Results tab.'
                          : recorder.record.state === 'sending'
                            ? 'Sending your answers to the demo…'
                            : recorder.record.state === 'failed'
                              ? `Your answers could not be sent: ${recorder.record.reason}.`
                              : 'On the demo, answers given here to the end are sent as posthog-js sends them, and show in Results.'}
                      </Alert>
                    ) : null}
                  </>
                ) : (
                  <PathsList paths={paths} limit={PATH_LIMIT} />
                )}
              </TabPanel>
            </Paper>
          </Grid>
        )}
      </Grid>
    </Box>
  );
});
