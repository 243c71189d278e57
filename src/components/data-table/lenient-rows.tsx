// Rows of a list read leniently: a record Surveyor cannot read shows alone, across the table, with what
// was wrong with it, and the other rows work as usual.
import type { Key } from 'react';
import { Typography } from '@mui/material';
import { isUnreadable, type UnreadableRecord } from '@/contracts/readable';
import { unreadableText } from '../feedback/read-problems-alert';
import type { RowView } from './data-table';

/** `rowKey` and `view` for a DataTable whose rows are records or unreadable records ("project", "survey"). */
export function lenientRows<Row>(noun: string, key: (row: Row) => Key) {
  return {
    rowKey: (row: Row | UnreadableRecord, index: number): Key =>
      isUnreadable(row) ? `unreadable-${index}` : key(row),
    view: (row: Row | UnreadableRecord): RowView<Row> =>
      isUnreadable(row)
        ? {
            whole: (
              <Typography variant="body2" color="warning.main">
                {unreadableText(noun, row)}
              </Typography>
            ),
          }
        : { cells: row },
  };
}
