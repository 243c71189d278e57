import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormNumberField, parseNumber } from './form-number-field';

type Values = { limit: number | null };

describe('FormNumberField', () => {
  it('reads text as number | null, NaN while it is not a number', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('-1.5')).toBe(-1.5);
    expect(parseNumber('12a')).toBeNaN();
  });

  it('keeps the text as typed and follows values set elsewhere', async () => {
    let form: UseFormReturn<Values> | undefined;
    function Harness() {
      form = useForm<Values>({ defaultValues: { limit: 5 } });
      return (
        <FormProvider {...form}>
          <FormNumberField name="limit" label="Limit" unit="responses" />
        </FormProvider>
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Limit' });
    expect(input).toHaveValue('5');
    await userEvent.clear(input);
    await userEvent.type(input, '1.');
    expect(input).toHaveValue('1.');
    expect(form!.getValues('limit')).toBe(1);
    act(() => form!.setValue('limit', null));
    expect(input).toHaveValue('');
  });
});
