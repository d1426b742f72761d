import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from './TextInput';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  autoComplete?: string;
  disabled?: boolean;
  required?: boolean;
  /** Controlled visibility, for forms where one toggle shows several fields. */
  visible?: boolean;
  onToggleVisible?: () => void;
  /** Hides this field's own toggle (the form has a shared one). */
  hideToggle?: boolean;
}

/** A password input with a Show/Hide text toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  name,
  autoComplete,
  disabled,
  required,
  visible,
  onToggleVisible,
  hideToggle,
}: Props) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = onToggleVisible ?? (() => setOwnVisible((v) => !v));
  const toggleButton = hideToggle ? undefined : (
    <InputAdornment position="end">
      <Button
        size="small"
        onClick={toggle}
        aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
        aria-pressed={shown}
        sx={{ minWidth: 0, px: 1, py: 0.5 }}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
    </InputAdornment>
  );
  return (
    <TextInput
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      disabled={disabled}
      required={required}
      endAdornment={toggleButton}
    />
  );
}
