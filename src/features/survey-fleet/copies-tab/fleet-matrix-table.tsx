// The Copies matrix: one column per copy, one row per question and per setting, each cell saying whether
// that copy has this survey's version of the part or how it differs (in the words of the review diff).
// Rows and copies are picked with checkboxes for a push or a pull.
import { memo } from 'react';
import {
  Checkbox,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { IsolatedText } from '@/components/display/isolated-text';
import { withoutIsolates } from '@/lib/bidi';
import type { FleetMatrix, MatrixRow } from '../model/fleet-matrix';
import { paths } from '@/lib/paths';

interface Props {
  matrix: FleetMatrix;
  rows: readonly MatrixRow[];
  pickedRows: ReadonlySet<string>;
  pickedCopies: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleCopy: (surveyId: string) => void;
}

const CELLS = {
  '& td.fleet-cell': {
    typography: 'body2',
    px: 2,
    py: 0.75,
    minWidth: 180,
    maxWidth: 280,
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& td.fleet-same': { color: 'text.secondary' },
} as const;

const Row = memo(function Row({
  row,
  picked,
  onToggle,
}: {
  row: MatrixRow;
  picked: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <TableRow hover selected={picked}>
      <TableCell
        padding="checkbox"
        sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
      >
        <Checkbox
          size="small"
          checked={picked}
          onChange={() => onToggle(row.id)}
          slotProps={{ input: { 'aria-label': `Pick ${withoutIsolates(row.label)}` } }}
        />
      </TableCell>
      <TableCell
        component="th"
        scope="row"
        sx={{
          position: 'sticky',
          left: 48,
          bgcolor: 'background.paper',
          zIndex: 1,
          minWidth: 200,
          maxWidth: 260,
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <IsolatedText text={row.label} />
        </Typography>
      </TableCell>
      {/* Plain cells styled once by the table (CELLS): fifty copies make thousands of them. */}
      {row.cells.map((cell, index) =>
        cell.state === 'same' ? (
          <td key={index} className="fleet-cell fleet-same">
            Same
          </td>
        ) : (
          <td key={index} className="fleet-cell">
            <IsolatedText text={cell.words.join('; ')} />
          </td>
        ),
      )}
    </TableRow>
  );
});

export function FleetMatrixTable({
  matrix,
  rows,
  pickedRows,
  pickedCopies,
  onToggleRow,
  onToggleCopy,
}: Props) {
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label="Where each copy differs from this survey" sx={CELLS}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={{ left: 0, zIndex: 3 }} />
            <TableCell component="th" scope="col" sx={{ left: 48, zIndex: 3 }}>
              Part
            </TableCell>
            {matrix.columns.map((column) => {
              return (
                <TableCell key={column.surveyId} component="th" scope="col" sx={{ verticalAlign: 'bottom' }}>
                  <Checkbox
                    size="small"
                    checked={pickedCopies.has(column.surveyId)}
                    onChange={() => onToggleCopy(column.surveyId)}
                    slotProps={{
                      input: { 'aria-label': `Pick the copy in ${withoutIsolates(column.projectName)}` },
                    }}
                  />
                  <Link
                    component={RouterLink}
                    to={paths.survey(column.projectId, column.surveyId)}
                    variant="body2"
                  >
                    <IsolatedText text={column.projectName} />
                  </Link>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Row key={row.id} row={row} picked={pickedRows.has(row.id)} onToggle={onToggleRow} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
