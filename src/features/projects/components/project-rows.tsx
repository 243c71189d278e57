// How each row of a page of projects shows in the table: a project in the columns; across the table, a
// record Surveyor cannot read (with what was wrong), a key's project still being read (a skeleton), or
// one whose read failed (why, and a retry of that project alone).
import type { Key } from 'react';
import { Alert, Button, Skeleton } from '@mui/material';
import type { ProjectListItem } from '@/contracts/project';
import type { RowView } from '@/components/data-table/data-table';
import { lenientRows } from '@/components/data-table/lenient-rows';
import { describeApiError } from '@/lib/api/describe-api-error';
import { UnreadProject, type PageFailure, type ProjectRow } from '@/entities/project/use-project-page';

function FailedRow({ id, failure }: { id: number; failure: PageFailure }) {
  const { title, message } = describeApiError(failure.error);
  return (
    <Alert
      severity="warning"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={failure.retry} aria-label={`Retry project ${id}`}>
          Retry
        </Button>
      }
    >
      Project {id}: {title}. {message}
    </Alert>
  );
}

const lenient = lenientRows('project', (project: ProjectListItem) => project.id);

/** `rowKey` and `view` for a DataTable of project rows. */
export const projectRows = {
  rowKey: (row: ProjectRow, index: number): Key =>
    row instanceof UnreadProject ? row.id : lenient.rowKey(row, index),
  view: (row: ProjectRow): RowView<ProjectListItem> => {
    if (!(row instanceof UnreadProject)) return lenient.view(row);
    if (row.failure) return { whole: <FailedRow id={row.id} failure={row.failure} /> };
    return { whole: <Skeleton variant="text" />, label: `Loading project ${row.id}` };
  },
};
