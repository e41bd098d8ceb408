import { useId } from 'react';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'password';
  autoComplete?: string;
}

/**
 * A required, full-width text field that looks like the console's (filled variant). MUI's TextField would do, but it
 * imports its Select (menus, popovers, modals) for the `select` prop: on the login page — the first thing a
 * signed-out visitor downloads — that is code for nothing.
 */
export function PlainTextField({ label, name, value, onChange, type = 'text', autoComplete }: Props) {
  const id = useId();
  return (
    <FormControl variant="filled" fullWidth margin="dense" required>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormControl>
  );
}
