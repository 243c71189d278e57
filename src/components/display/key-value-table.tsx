import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';

/** A two-column table of read-only facts. */
export function KeyValueTable({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
              {name}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
