// The fields of a link question: where its button leads.
import { memo } from 'react';
import { FormTextField } from '@/components/form/form-text-field';

export const LinkFields = memo(function LinkFields({ index }: { index: number }) {
  return (
    <FormTextField
      name={`questions.${index}.link`}
      label="Link"
      required
      fullWidth
      placeholder="https://example.com/book-a-call"
      helperText="https:// or mailto: only. Respondents open it with the button."
    />
  );
});
