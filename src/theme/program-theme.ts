import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { components } from '../api/schema.gen';
import { BRAND_SHADE, paletteFrom, readableTextOn } from './colour';

type Theme = components['schemas']['Theme'];
type Program = components['schemas']['Program'];

/** The program's three colours, with the text colour that reads best on each. */
export interface ProgramColours {
  /** color1: accent, Mantine's primary colour. */
  accent: string;
  /** color2: buttons. */
  button: string;
  /** color3: links. */
  link: string;
  onAccent: '#000' | '#fff';
  onButton: '#000' | '#fff';
}

export function programColours(theme: Pick<Theme, 'color1' | 'color2' | 'color3'>): ProgramColours {
  return {
    accent: theme.color1,
    button: theme.color2,
    link: theme.color3,
    onAccent: readableTextOn(theme.color1),
    onButton: readableTextOn(theme.color2),
  };
}

/** Before the program has loaded, and on hosts that serve none. */
export const baseTheme: MantineThemeOverride = createTheme({
  autoContrast: true,
  // Mantine's autoContrast picks black text above this relative luminance. 0.179 is where black and
  // white have equal WCAG contrast, so Mantine chooses exactly what readableTextOn does.
  luminanceThreshold: 0.179,
  black: '#000',
  white: '#fff',
});

/**
 * The program's Mantine theme: palettes `accent` (color1, the primary colour), `button` (color2,
 * every Button's default) and `link` (color3, Anchor's colour via programCssVariables), each with
 * the brand colour at shade 6 and black or white text by WCAG contrast.
 */
export function buildTheme(program: Pick<Program, 'theme'>): MantineThemeOverride {
  const colours = programColours(program.theme);
  return createTheme({
    ...baseTheme,
    colors: {
      accent: paletteFrom(colours.accent),
      button: paletteFrom(colours.button),
      link: paletteFrom(colours.link),
    },
    primaryColor: 'accent',
    primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
    components: {
      Button: { defaultProps: { color: 'button' } },
    },
    other: { programColours: colours },
  });
}

/** Anchors take the link colour (Mantine would otherwise use the primary colour). */
export const programCssVariables: CSSVariablesResolver = (theme) => {
  const link = (theme.other as { programColours?: ProgramColours }).programColours?.link;
  const anchor: Record<string, string> = link ? { '--mantine-color-anchor': link } : {};
  return { variables: {}, light: anchor, dark: anchor };
};
