import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { screen, waitFor } from '@testing-library/react';
import { TextField } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '@/testing/render';
import { FormDialog } from './form-dialog';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name.'), colour: z.string() });
type Values = z.infer<typeof schema>;

function NameDialog({
  onSubmit,
  onClose = () => {},
}: {
  onSubmit: (values: Values) => Promise<void>;
  onClose?: () => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', colour: '' } });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onClose={onClose}
      title="New thing"
      form={form}
      onSubmit={onSubmit}
      serverFields={['name', 'colour']}
      conflictField="name"
      submitLabel="Create thing"
      pendingLabel="Creating…"
    >
      <TextField label="Name" {...form.register('name')} helperText={errors.name?.message} />
      <TextField label="Colour" {...form.register('colour')} helperText={errors.colour?.message} />
    </FormDialog>
  );
}

const http = (status: number, detail: string, extra: { code?: string; attr?: string } = {}) =>
  new ApiError({ kind: 'http', status, detail, ...extra });

describe('FormDialog', () => {
  it('is named by its title and checks the values before sending anything', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderWithProviders(<NameDialog onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a taken name on the name field, whether PostHog says 409 or code unique', async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(http(409, 'There is already a project called "Web".'))
      .mockRejectedValueOnce(http(400, 'There is already a survey with this name.', { code: 'unique' }));
    const { user } = renderWithProviders(<NameDialog onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Web');
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('There is already a project called "Web".')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('There is already a survey with this name.')).toBeInTheDocument();
  });

  it('puts a refusal on the field its attr names, and one naming no field above the buttons', async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(http(400, 'Not a colour.', { code: 'invalid_input', attr: 'colour' }))
      .mockRejectedValueOnce(http(500, 'A server error occurred.'));
    const { user } = renderWithProviders(<NameDialog onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Web');
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('Not a colour.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('A server error occurred.')).toBeInTheDocument();
  });

  it('cannot be closed while the request is out, and starts empty again once it is done', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    const { user } = renderWithProviders(<NameDialog onSubmit={onSubmit} onClose={onClose} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Web');
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(name).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Web', colour: '' });
  });
});
