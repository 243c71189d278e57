// Read-only said once: by the form (react-hook-form's `disabled`) or around a part of it (FieldsDisabled).
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FieldsDisabled } from './fields-disabled';
import { FormColorField } from './form-color-field';
import { FormDateTimeField } from './form-date-time-field';
import { FormNumberField } from './form-number-field';
import { FormRadioGroup } from './form-radio-group';
import { FormSelect } from './form-select';
import { FormSwitch } from './form-switch';
import { FormTextField } from './form-text-field';
import { UrlListField } from './url-list-field';

const VALUES = {
  name: 'Acme',
  on: true,
  size: 'm',
  count: 3,
  colour: '#112233',
  at: '2031-03-04T05:06:00.000Z',
  urls: [{ value: 'https://acme.test' }],
};

function Watched() {
  const [name, count] = useWatch({ name: ['name', 'count'] }) as [string, number];
  return <p>{`Watched: ${name} ${count}`}</p>;
}

function Form({ disabled, children }: { disabled?: boolean; children?: ReactNode }) {
  const form = useForm({ defaultValues: VALUES, disabled });
  return (
    <FormProvider {...form}>
      {children ?? (
        <>
          <FormTextField name="name" label="Name" />
          <FormSwitch name="on" label="On" />
          <FormSelect name="size" label="Size" options={[{ value: 'm', label: 'Medium' }]} />
          <FormRadioGroup name="size" label="Sizes" options={[{ value: 'm', label: 'M' }]} />
          <FormNumberField name="count" label="Count" />
          <FormColorField name="colour" label="Colour" />
          <FormDateTimeField name="at" label="At" />
          <UrlListField name="urls" label="URLs" />
        </>
      )}
      <Watched />
    </FormProvider>
  );
}

describe('read-only fields', () => {
  it('a disabled form disables every adapter, and watched values stay defined (the live preview reads them)', () => {
    render(<Form disabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'On' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('radio', { name: 'M' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Count' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Colour' })).toBeDisabled();
    expect(screen.getByLabelText('Pick colour')).toBeDisabled();
    expect(screen.getByLabelText('At')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'URL 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove url 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add url' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme');
    expect(screen.getByText('Watched: Acme 3')).toBeInTheDocument();
  });

  it('an enabled form leaves them enabled', () => {
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add url' })).toBeEnabled();
  });

  it('FieldsDisabled disables the fields inside it only; a nested one never lifts an outer one', () => {
    render(
      <Form>
        <FieldsDisabled when>
          <FormTextField name="name" label="Inside" />
          <FieldsDisabled when={false}>
            <FormSwitch name="on" label="Nested" />
          </FieldsDisabled>
        </FieldsDisabled>
        <FormNumberField name="count" label="Outside" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Inside' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Nested' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Outside' })).toBeEnabled();
  });
});
