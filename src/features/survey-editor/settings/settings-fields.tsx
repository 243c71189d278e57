// Controlled inputs shared by the settings sections. Each subscribes to its own field only (useController),
// so typing in one never re-renders the others or the question list.
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, useFormContext, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { SurveyType } from '../../../contracts/survey';
import { isCssColor, toHexInput } from './css-color';
import { fromDateTimeInput, toDateTimeInput, type SurveySettingsValues } from './settings-form';

export type SettingsPath = FieldPath<SurveySettingsValues>;

/** The survey type lives in the editor's half of the form; undefined when mounted on its own. */
export function useSurveyType(): SurveyType | undefined {
  const { control } = useFormContext();
  return useWatch({ control, name: 'type' }) as SurveyType | undefined;
}

export function SectionHeading({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}

interface FieldProps {
  name: SettingsPath;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A problem the server reports on a whole section's object (`appearance`, `conditions`), not one field. */
export function SectionError({ name }: { name: 'appearance' | 'conditions' }) {
  const { errors } = useFormState<SurveySettingsValues>({ name, exact: true });
  const message = errors[name]?.message;
  return message ? <Alert severity="error">{String(message)}</Alert> : null;
}

/** A labelled radio group bound to one field; its problem shows under the choices. */
export function RadioField({
  name,
  label,
  options,
  disabled,
}: {
  name: SettingsPath;
  label: string;
  options: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
}) {
  const { field, fieldState } = useController<SurveySettingsValues>({ name });
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}

export function SwitchField({ name, label, helperText, disabled }: FieldProps) {
  const { field, fieldState } = useController<SurveySettingsValues>({ name });
  const helpId = useId();
  const message = fieldState.error?.message;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled}
            slotProps={{
              input: {
                'aria-describedby': message || helperText ? helpId : undefined,
                'aria-invalid': Boolean(message),
              },
            }}
          />
        }
        label={label}
      />
      {message || helperText ? (
        <FormHelperText id={helpId} error={Boolean(message)} sx={{ mt: -0.5, ml: 6 }}>
          {message ?? helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

interface TextProps extends FieldProps {
  multiline?: boolean;
  placeholder?: string;
  fullWidth?: boolean;
  monospace?: boolean;
}

export function TextInput({
  name,
  label,
  helperText,
  disabled,
  multiline,
  placeholder,
  fullWidth = true,
  monospace,
}: TextProps) {
  const { field, fieldState } = useController<SurveySettingsValues>({ name });
  return (
    <TextField
      label={label}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      placeholder={placeholder}
      fullWidth={fullWidth}
      size="small"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={monospace ? { htmlInput: { sx: { fontFamily: 'monospace' } } } : undefined}
    />
  );
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

interface SelectProps<T extends string> extends FieldProps {
  options: readonly Option<T>[];
  /** Shown (and left unwritten) while the field is absent, e.g. the SDK's default match type. */
  fallback?: T;
  minWidth?: number;
}

export function SelectInput<T extends string>({
  name,
  label,
  helperText,
  disabled,
  options,
  fallback,
  minWidth = 200,
}: SelectProps<T>) {
  const { field, fieldState } = useController<SurveySettingsValues>({ name });
  const value = (field.value as string | null | undefined) ?? fallback ?? '';
  // A stored value the form does not offer stays selectable, so loading it never shows an empty select.
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      size="small"
      // Not stretched by a column Stack: a select is as wide as its longest option.
      sx={{ minWidth, alignSelf: 'flex-start' }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {known || !value ? null : <MenuItem value={value}>{value}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** '' → null; a number → it; anything else → NaN (the schema explains what is wrong). */
function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const formatNumber = (value: unknown) =>
  typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';

interface NumberProps extends FieldProps {
  unit?: string;
  width?: number;
}

/**
 * A number typed as text (no browser spinner quirks): the form holds number | null (NaN while the text
 * is not a number), the field keeps the text as typed.
 */
export function NumberInput({ name, label, helperText, disabled, unit, width = 180 }: NumberProps) {
  const { field, fieldState } = useController<SurveySettingsValues>({ name });
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(() => formatNumber(value));
  const [seen, setSeen] = useState(value);
  // Follow changes made elsewhere (discard, reset, a section toggling it) unless the text already says so.
  if (!Object.is(seen, value)) {
    setSeen(value);
    const typed = parseNumber(text);
    if (!Object.is(typed, value ?? null)) setText(formatNumber(value));
  }
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseNumber(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      size="small"
      sx={{ width }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** A colour as text (what the API stores) with a swatch that opens the browser's colour picker. */
export function ColorInput({
  name,
  label,
  helperText,
  disabled,
  fullWidth,
}: FieldProps & { fullWidth?: boolean }) {
  const { field, fieldState } = useController<SurveySettingsValues>({ name });
  const value = (field.value as string | undefined) ?? '';
  const valid = isCssColor(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      size="small"
      sx={{ width: fullWidth ? '100%' : 240 }}
      placeholder="Default"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                sx={{
                  position: 'relative',
                  width: 24,
                  height: 24,
                  borderRadius: 0.75,
                  border: 1,
                  borderColor: 'divider',
                  // An empty or invalid colour shows a struck-through swatch instead of a guess.
                  background: valid
                    ? value
                    : 'linear-gradient(135deg, transparent 45%, #d32f2f 45%, #d32f2f 55%, transparent 55%)',
                  '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  component="input"
                  type="color"
                  aria-label={`Pick ${label.toLowerCase()}`}
                  disabled={disabled}
                  value={toHexInput(value) ?? '#000000'}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    width: '100%',
                    height: '100%',
                    opacity: 0,
                    cursor: 'pointer',
                    p: 0,
                    border: 0,
                  }}
                />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** An ISO date-time edited as a datetime-local value in the browser's time zone. */
export function DateTimeInput({ name, label, helperText, disabled }: FieldProps) {
  const { field, fieldState } = useController<SurveySettingsValues>({ name });
  const iso = (field.value as string | null | undefined) ?? '';
  const shown = toDateTimeInput(iso);
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={shown}
      onChange={(event) => {
        // Re-entering the minute already shown keeps the stored seconds: an untouched date never changes.
        if (event.target.value !== shown) field.onChange(fromDateTimeInput(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      size="small"
      sx={{ width: 260 }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
