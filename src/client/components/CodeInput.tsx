import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { VERIFICATION_CODE_LENGTH } from '../../shared/constants';

interface Props {
  /** One entry per box; '' for an empty box. */
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  label?: string;
}

export const emptyCode = (): string[] => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');
export const codeIsComplete = (code: string[]) =>
  code.length === VERIFICATION_CODE_LENGTH && code.every((d) => /^[0-9]$/.test(d));

/** Four one-digit boxes: typing advances, Backspace on an empty box goes back, a pasted code fills all. */
export function CodeInput({ value, onChange, disabled, label = 'Verification code' }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, i))]?.focus();

  const setDigit = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length > 1 && digits.length >= VERIFICATION_CODE_LENGTH) {
      fill(digits);
      return;
    }
    const next = [...value];
    next[i] = digits.slice(-1);
    onChange(next);
    if (next[i] && i < VERIFICATION_CODE_LENGTH - 1) focus(i + 1);
  };

  const fill = (digits: string) => {
    const next = emptyCode().map((_, j) => digits[j] ?? '');
    onChange(next);
    focus(Math.min(digits.length, VERIFICATION_CODE_LENGTH - 1));
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      const next = [...value];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (/^[0-9]$/.test(e.key) && value[i] === e.key) {
      // Typing the digit a box already holds changes nothing, so no change event would move on
      // (retyping a corrected code from the first box stuck there).
      e.preventDefault();
      focus(i + 1);
    } else if (e.key === 'ArrowLeft') {
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      focus(i + 1);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    e.preventDefault();
    if (digits.length >= VERIFICATION_CODE_LENGTH) fill(digits.slice(0, VERIFICATION_CODE_LENGTH));
  };

  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center', my: 2 }}
    >
      {value.map((digit, i) => (
        <Box
          key={i}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            refs.current[i] = el;
          }}
          value={digit}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setDigit(i, e.target.value)}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => onKeyDown(i, e)}
          onPaste={onPaste}
          onFocus={(e: React.FocusEvent<HTMLInputElement>) => e.target.select()}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={`Digit ${i + 1} of ${VERIFICATION_CODE_LENGTH}`}
          sx={{
            width: { xs: 52, sm: 60 },
            height: { xs: 60, sm: 68 },
            textAlign: 'center',
            fontSize: '1.75rem',
            fontWeight: 700,
            fontFamily: 'inherit',
            color: 'text.primary',
            border: '1.5px solid',
            borderColor: digit ? 'primary.main' : 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            outline: 'none',
            '&:focus-visible, &:focus': {
              borderColor: 'primary.main',
              boxShadow: '0 0 0 3px rgba(200, 115, 74, 0.45)',
            },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}
