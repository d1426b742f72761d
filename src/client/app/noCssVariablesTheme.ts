/**
 * Replaces MUI's createThemeWithVars in the production bundle (see webpack.config.ts).
 * app/theme.ts never sets `cssVariables` or `colorSchemes`, so createTheme always takes its
 * no-variables path; the variables path is ~5 KB gzip that the login screen would load for
 * nothing. Should a future theme turn CSS variables on, this says so instead of misrendering.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'MUI CSS-variables themes are left out of this build; remove the replacement in webpack.config.ts to use cssVariables or colorSchemes.',
  );
}
