// The branching flow preview: findings, the graph, a respondent walk-through and every path.
// Lazy-loaded (React Flow and dagre stay out of the first screen's bundle).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Grid, List, ListItem, Paper, Tab, Tabs, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { TabPanel, tabProps } from '../../../components/tab-panel';
import type { FlowPanelProps } from '../../../entities/survey/ui/survey-panels';
import { buildFlowGraph, DEAD_END_NODE, END_NODE } from '../../../entities/survey/routing/build-graph';
import { nodeId } from '../layout';
import { lintFlow } from '../../../entities/survey/routing/lint';
import { enumeratePaths } from '../../../entities/survey/routing/paths';
import { FlowGraphView } from './flow-graph';
import { PathsList } from './paths-list';
import { startWalk, type WalkState } from '../../../entities/survey/routing/walk';
import { Walkthrough } from './walkthrough';

const PATH_LIMIT = 50;

export default function SurveyFlowPanel({
  survey,
  selectedQuestionIndex,
  onSelectQuestion,
  compact = false,
  editing,
}: FlowPanelProps) {
  const questions = useMemo(() => survey.questions ?? [], [survey.questions]);
  const graph = useMemo(() => buildFlowGraph(questions), [questions]);
  const findings = useMemo(
    () => lintFlow(questions, survey.appearance, graph),
    [questions, survey.appearance, graph],
  );
  const paths = useMemo(() => (compact ? [] : enumeratePaths(graph, PATH_LIMIT)), [graph, compact]);
  const [localSelection, setLocalSelection] = useState<number | null>(null);
  const [side, setSide] = useState<'try' | 'paths'>('try');
  const [walk, setWalk] = useState<WalkState>(startWalk);
  const selected = selectedQuestionIndex ?? localSelection;
  const select = (index: number) => {
    setLocalSelection(index);
    onSelectQuestion?.(index);
  };

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
          {findings.length ? ` · ${findings.length} finding${findings.length === 1 ? '' : 's'}` : ''}
        </Typography>
        {findings.length === 0 ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            Every question is reachable, there are no loops and every route ends properly.
          </Alert>
        ) : (
          <List dense aria-label="Flow findings" sx={{ maxHeight: 260, overflowY: 'auto' }} tabIndex={0}>
            {findings.map((finding, index) => (
              <ListItem key={index} disableGutters>
                <Button
                  color={finding.severity === 'error' ? 'error' : 'warning'}
                  onClick={() => select(finding.questionIndex)}
                  startIcon={finding.severity === 'error' ? <ErrorOutlineIcon /> : <WarningAmberIcon />}
                  sx={{ textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start' }}
                  aria-label={`${finding.message} Select Q${finding.questionIndex + 1}.`}
                >
                  {finding.message}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
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
                  <Walkthrough
                    questions={questions}
                    appearance={survey.appearance}
                    state={walk}
                    onChange={setWalk}
                  />
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
}
