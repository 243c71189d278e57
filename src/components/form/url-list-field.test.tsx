import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { UrlListField } from './url-list-field';

type Values = { app_urls: { value: string }[] };

function renderList(urls: string[]) {
  let form: UseFormReturn<Values> | undefined;
  function Harness() {
    form = useForm<Values>({ defaultValues: { app_urls: urls.map((value) => ({ value })) } });
    return (
      <FormProvider {...form}>
        <UrlListField name="app_urls" label="App URLs" />
      </FormProvider>
    );
  }
  render(<Harness />);
  return () => form!;
}

describe('UrlListField', () => {
  it('adds, edits and removes rows named by the singular label', async () => {
    const form = renderList([]);
    expect(screen.getByText('None.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add app url' }));
    const first = screen.getByRole('textbox', { name: 'App URL 1' });
    expect(first).toHaveValue('https://');
    await userEvent.type(first, 'acme.test');
    expect(form().getValues('app_urls')).toEqual([{ value: 'https://acme.test' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove app url 1' }));
    expect(form().getValues('app_urls')).toEqual([]);
  });

  it('shows a problem of the whole list on the group, and one of an entry beside it', () => {
    const form = renderList(['https://a.test', 'nope']);
    act(() => {
      form().setError('app_urls', { message: 'Too many URLs.' });
      form().setError('app_urls.1.value', { message: 'Enter a full URL.' });
    });
    expect(screen.getByRole('group', { name: 'App URLs' })).toHaveAccessibleDescription('Too many URLs.');
    expect(screen.getByRole('textbox', { name: 'App URL 2' })).toHaveAccessibleDescription(
      'Enter a full URL.',
    );
  });
});
