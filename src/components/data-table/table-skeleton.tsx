import { Skeleton, TableBody, TableCell, TableRow } from '@mui/material';

export function TableSkeleton({ rows, columns }: { rows: number; columns: number }) {
  return (
    <TableBody aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row}>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}
