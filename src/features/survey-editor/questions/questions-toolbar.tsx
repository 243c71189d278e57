import { useFormContext } from 'react-hook-form';
import { Button, Stack } from '@mui/material';
import type { SurveyEditorValues } from '../document/editor-values';
import { useEditorStores } from '../document/editor-stores';

/** Expands or collapses every question card at once. */
export function QuestionsToolbar() {
  const { getValues } = useFormContext<SurveyEditorValues>();
  const stores = useEditorStores();
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, justifyContent: 'flex-end' }}>
      <Button
        size="small"
        onClick={() =>
          stores.setAllExpanded(
            getValues('questions').map((question) => question.uid),
            true,
          )
        }
      >
        Expand all
      </Button>
      <Button size="small" onClick={() => stores.setAllExpanded([], false)}>
        Collapse all
      </Button>
    </Stack>
  );
}
