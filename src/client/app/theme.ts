import { createTheme } from '@mui/material/styles';

const FONT = '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';
const FOCUS_RING = '0 0 0 3px rgba(200, 115, 74, 0.45)';

/** Warm interior palette: deep green for actions, terracotta accent, paper-white surfaces. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2f5d50', light: '#4f7f71', dark: '#1f4037', contrastText: '#ffffff' },
    secondary: { main: '#c8734a', light: '#dd9a79', dark: '#a2552f', contrastText: '#ffffff' },
    background: { default: '#f7f5f2', paper: '#ffffff' },
    text: { primary: '#1f2a27', secondary: '#5b6662' },
    divider: '#e3ded6',
    success: { main: '#2e7d4f' },
    error: { main: '#c0392b' },
    warning: { main: '#b7791f' },
  },
  shape: { borderRadius: 10 },
  spacing: 8,
  typography: {
    fontFamily: FONT,
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.2 },
    h2: { fontSize: '1.6rem', fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.25 },
    h3: { fontSize: '1.3rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { fontSize: '1.1rem', fontWeight: 600 },
    body1: { fontSize: '0.975rem', lineHeight: 1.55 },
    body2: { fontSize: '0.875rem', lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { minWidth: 320 },
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': { outline: 'none', boxShadow: FOCUS_RING },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          paddingBlock: 10,
          '&.Mui-focusVisible': { boxShadow: FOCUS_RING },
        },
      },
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': { boxShadow: FOCUS_RING } } } },
    // The default focus of these is a pulsing ripple, faint at times; a steady ring always shows.
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': { boxShadow: FOCUS_RING } } } },
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': { boxShadow: FOCUS_RING } } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { backgroundColor: '#ffffff', '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 } },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 600 } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          '&.Mui-selected': { backgroundColor: 'rgba(47, 93, 80, 0.12)', color: '#1f4037', fontWeight: 700 },
          '&.Mui-focusVisible': { boxShadow: FOCUS_RING },
        },
      },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
