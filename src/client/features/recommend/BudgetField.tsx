import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface BudgetFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** Removes the budget at once (typing is debounced by the band). */
  onClear: () => void;
  currency: string | undefined;
  error?: string;
}

/** The room's budget in whole currency units; empty means no budget. */
export function BudgetField({ value, onChange, onClear, currency, error }: BudgetFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" size="small" error={Boolean(error)} sx={{ width: { xs: '100%', sm: 260 } }}>
      <InputLabel htmlFor={id}>Budget</InputLabel>
      <OutlinedInput
        id={id}
        label="Budget"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off', 'aria-describedby': helperId }}
        startAdornment={currency ? <InputAdornment position="start">{currency}</InputAdornment> : undefined}
        endAdornment={
          value ? (
            <InputAdornment position="end">
              <IconButton aria-label="Clear budget" edge="end" size="small" onClick={onClear}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      <FormHelperText id={helperId}>{error ?? 'For the whole room; leave empty for no budget.'}</FormHelperText>
    </FormControl>
  );
}
