// The flow check's findings: one button per finding that selects its question. A long survey has ~130
// (a route to End leaves most questions unreachable), so the list is memoised (drawn again only when the
// findings change) and follows a change one paint after the graph (`useAfterPaint`, in the panel).
import { memo } from 'react';
import { Alert, Button, List, ListItem } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { FlowFinding } from '@/entities/survey/routing/lint';

export const FindingsList = memo(function FindingsList({
  findings,
  onSelect,
}: {
  findings: readonly FlowFinding[];
  onSelect: (index: number) => void;
}) {
  return findings.length === 0 ? (
    <Alert severity="success" sx={{ mt: 1 }}>
      Every question is reachable, there are no loops and every route ends properly.
    </Alert>
  ) : (
    <List dense aria-label="Flow findings" sx={{ maxHeight: 260, overflowY: 'auto' }} tabIndex={0}>
      {findings.map((finding, index) => (
        <ListItem key={index} disableGutters>
          <Button
            color={finding.severity === 'error' ? 'error' : 'warning'}
            onClick={() => onSelect(finding.questionIndex)}
            startIcon={finding.severity === 'error' ? <ErrorOutlineIcon /> : <WarningAmberIcon />}
            sx={{ textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start' }}
            aria-label={`${finding.message} Select Q${finding.questionIndex + 1}.`}
          >
            {finding.message}
          </Button>
        </ListItem>
      ))}
    </List>
  );
});
