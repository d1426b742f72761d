import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

export interface Choice {
  value: string;
  /** A CSS background drawn as a round swatch before the label. */
  swatch?: string;
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

const Option = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  cursor: 'pointer',
  fontSize: theme.typography.body2.fontSize,
  userSelect: 'none',
  '&:hover': { borderColor: theme.palette.primary.light },
  '&:has(input:checked)': {
    borderColor: theme.palette.primary.main,
    background: 'rgba(47, 93, 80, 0.1)',
    color: theme.palette.primary.dark,
    fontWeight: 600,
  },
  '&:has(input:focus-visible)': { boxShadow: '0 0 0 3px rgba(200, 115, 74, 0.45)' },
  '&:has(input:disabled)': { cursor: 'default', opacity: 0.6 },
}));

// Visually hidden but still a real radio: keyboard, form semantics and screen readers come for free.
const HiddenRadio = styled('input')({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

const Swatch = styled('span')({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: '1px solid rgba(0, 0, 0, 0.2)',
  flexShrink: 0,
});

/** A labelled group of radio chips (room types, colours with swatches, styles). */
export const ChoiceGroup = memo(function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled,
}: ChoiceGroupProps) {
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0, mb: 3, minWidth: 0 }}>
      <Box component="legend" id={legendId} sx={{ typography: 'h4', mb: 1.5, p: 0 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((c) => (
          <Option key={c.value}>
            <HiddenRadio
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              disabled={disabled}
              onChange={() => onChange(c.value)}
            />
            {c.swatch && <Swatch aria-hidden style={{ background: c.swatch }} />}
            {c.value}
          </Option>
        ))}
      </Box>
    </Box>
  );
});
