// A section of one line per item under a small heading (a diff's changes, a transfer plan's parts), the
// list named by its heading for a screen reader; nothing at all when there are no lines.
import { useId, type ReactNode } from 'react';
import { Box, List, ListItem, Typography } from '@mui/material';
import { IsolatedText } from '@/components/display/isolated-text';

interface Props {
  title: string;
  /** A string is the server's text, isolated from the words around it; a node is shown as it is. */
  lines: readonly ReactNode[];
  /** The heading's level where the list sits in the page's outline. */
  heading?: 'h3' | 'h4';
}

export function TitledList({ title, lines, heading = 'h3' }: Props) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    // The top margin apart from what comes before (a Stack around it sets its own).
    <Box component="section" aria-labelledby={id} sx={{ mt: 1 }}>
      <Typography id={id} component={heading} variant="subtitle2">
        {title}
      </Typography>
      <List dense disablePadding aria-labelledby={id}>
        {lines.map((line, index) => (
          <ListItem
            key={index}
            disableGutters
            sx={{ py: 0.25, display: 'list-item', listStyle: 'disc', ml: 2.5 }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {typeof line === 'string' ? <IsolatedText text={line} /> : line}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
