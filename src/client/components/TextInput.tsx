import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * A labelled outlined input. MUI's TextField would also pull in Select, Menu and Popover,
 * which the first screens do not need and which cost the login route about 25 KB gzip.
 */
export function TextInput({
  label,
  value,
  onChange,
  name,
  type = 'text',
  autoComplete,
  required,
  disabled,
  readOnly,
  helperText,
  endAdornment,
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth margin="dense" variant="outlined" disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        type={type}
        value={value}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={{ required, readOnly, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
