import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormCheckboxGroup } from './form-checkbox-group';

type Values = { metrics: string[] };

describe('FormCheckboxGroup', () => {
  it('holds the ticked options, a newly ticked one last, and says its problem in place of its help', async () => {
    let form: UseFormReturn<Values> | undefined;
    function Harness() {
      form = useForm<Values>({ defaultValues: { metrics: ['LCP'] } });
      return (
        <FormProvider {...form}>
          <FormCheckboxGroup
            name="metrics"
            label="Metrics"
            options={['FCP', 'LCP', 'INP']}
            helperText="None: all."
          />
        </FormProvider>
      );
    }
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Metrics' });
    expect(group).toHaveAccessibleDescription('None: all.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'FCP' }));
    expect(form!.getValues('metrics')).toEqual(['LCP', 'FCP']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'LCP' }));
    expect(form!.getValues('metrics')).toEqual(['FCP']);
    act(() => form!.setError('metrics', { message: 'Not a metric PostHog knows.' }));
    expect(group).toHaveAccessibleDescription('Not a metric PostHog knows.');
  });
});
