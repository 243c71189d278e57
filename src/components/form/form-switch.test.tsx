import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormSwitch, type FormSwitchProps } from './form-switch';

type Values = { on: boolean };

function renderSwitch(props: Omit<FormSwitchProps, 'name' | 'label'> = {}) {
  let form: UseFormReturn<Values> | undefined;
  function Harness() {
    form = useForm<Values>({ defaultValues: { on: false } });
    return (
      <FormProvider {...form}>
        <FormSwitch name="on" label="Surveys" {...props} />
      </FormProvider>
    );
  }
  render(<Harness />);
  return { form: () => form!, toggle: () => screen.getByRole('switch', { name: 'Surveys' }) };
}

describe('FormSwitch', () => {
  it('sets its field, or hands the change to onToggle', async () => {
    const plain = renderSwitch();
    await userEvent.click(plain.toggle());
    expect(plain.form().getValues('on')).toBe(true);
  });

  it('onToggle replaces the plain set', async () => {
    const onToggle = vi.fn();
    const { form, toggle } = renderSwitch({ onToggle });
    await userEvent.click(toggle());
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(form().getValues('on')).toBe(false);
  });

  it('is described by its help, and by its problem instead while it has one', () => {
    const { form, toggle } = renderSwitch({ helperText: 'Let the SDK show surveys.' });
    expect(toggle()).toHaveAccessibleDescription('Let the SDK show surveys.');
    act(() => form().setError('on', { message: 'Refused by the server.' }));
    expect(toggle()).toHaveAccessibleDescription('Refused by the server.');
    expect(toggle()).toHaveAttribute('aria-invalid', 'true');
  });
});
