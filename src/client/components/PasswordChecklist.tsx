import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULES } from '../../shared/validation';

/** The live list of password rules of SPEC.md §5. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <Box
      component="ul"
      aria-label="Password requirements"
      sx={{
        listStyle: 'none',
        p: 0,
        m: '4px 0 8px',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 0.5,
      }}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Box
            component="li"
            key={rule.id}
            data-met={met}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}
          >
            {met ? <CheckCircle fontSize="small" aria-hidden /> : <RadioButtonUnchecked fontSize="small" aria-hidden />}
            <Typography variant="body2" component="span">
              {rule.label}
            </Typography>
            <Box component="span" sx={visuallyHidden}>
              {met ? '(met)' : '(not met)'}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

// Pixel strings: in MUI's sx a bare width of 1 means 100%, which made these spans as wide as
// their container and let phones scroll sideways.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
