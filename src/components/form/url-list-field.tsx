// An editable list of URLs bound to a form path holding `{ value }` entries (react-hook-form field arrays
// hold objects), with a row per URL, a way to remove each and one to add another.
import { useId } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldDisabled } from './fields-disabled';

type ListErrors =
  | ({ message?: string; root?: { message?: string } } & Record<
      number,
      { message?: string; value?: { message?: string } } | undefined
    >)
  | undefined;

/** `label` is plural ("App URLs"); rows are named by its singular ("App URL 1"). */
export function UrlListField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const { control, register } = useFormContext();
  const list = useFieldArray({ control, name });
  const formState = useFormState({ control, name });
  const off = useFieldDisabled(disabled, formState);
  const id = useId();
  const one = label.replace(/s$/, '');
  // A 400 may name the whole list (`app_urls`) or one entry (`app_urls__0`), not only an entry's value.
  const errors = get(formState.errors, name) as ListErrors;
  const listError = errors?.message ?? errors?.root?.message;
  const itemError = (index: number) => errors?.[index]?.value?.message ?? errors?.[index]?.message;
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={listError ? `${id}-error` : undefined}
    >
      <Typography variant="subtitle2" component="h3" id={`${id}-label`}>
        {label}
      </Typography>
      {listError ? (
        <FormHelperText id={`${id}-error`} error>
          {listError}
        </FormHelperText>
      ) : null}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {list.fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None.
          </Typography>
        ) : null}
        {list.fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={`${one} ${index + 1}`}
              {...register(`${name}.${index}.value`)}
              disabled={off}
              error={Boolean(itemError(index))}
              helperText={itemError(index)}
            />
            <IconButton
              aria-label={`Remove ${one.toLowerCase()} ${index + 1}`}
              onClick={() => list.remove(index)}
              disabled={off}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          size="small"
          onClick={() => list.append({ value: 'https://' })}
          disabled={off}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add {one.toLowerCase()}
        </Button>
      </Stack>
    </Box>
  );
}
