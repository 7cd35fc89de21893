import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The console's look: one theme for every program (it is the staff's tool, not a program's shop),
 * with the shades that keep text at WCAG AA contrast on white (blue 7 for filled buttons and
 * links; the dimmed text one shade darker than Mantine's).
 */
export const consoleTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif',
  defaultRadius: 'md',
});

export const consoleCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]!, '--mantine-color-placeholder': theme.colors.gray[7]! },
  dark: {},
});
