import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { FlowPath } from '@/entities/survey/routing/paths';

export function PathsList({ paths, limit }: { paths: FlowPath[]; limit: number }) {
  if (!paths.length)
    return <Typography color="text.secondary">No paths: the survey has no questions.</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {paths.length >= limit
          ? `The first ${limit} paths`
          : `${paths.length} distinct path${paths.length === 1 ? '' : 's'}`}{' '}
        from Q1:
      </Typography>
      <List dense aria-label="Paths through the survey">
        {paths.map((path, index) => (
          <ListItem key={index} divider disableGutters>
            <ListItemText
              primary={`${path.steps.map((step) => `Q${step.questionIndex + 1}`).join(' → ')} → ${path.outcome.kind === 'end' ? 'End' : path.outcome.kind === 'dead-end' ? 'Dead end' : `back to Q${path.outcome.to + 1} (loop)`}`}
              secondary={path.steps.map((step) => `Q${step.questionIndex + 1}: ${step.answer}`).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
