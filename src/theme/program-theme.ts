import { createTheme, type CSSVariablesResolver, type MantineTheme, type MantineThemeOverride } from '@mantine/core';
import type { components } from '../api/schema.gen';
import { BRAND_SHADE, ensureContrast, paletteFrom, readableOnSurfaces, readableTextOn, SURFACES } from '../domain/colour';

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
    other: { programColours: colours, productPlaceholder: program.theme.placeholderImage ?? null },
  });
}

/** The program's picture for a product without one (theme.placeholderImage); null: the shop's own. */
export function programPlaceholder(theme: Pick<MantineTheme, 'other'>): string | null {
  const placeholder = (theme.other as { productPlaceholder?: unknown }).productPlaceholder;
  return typeof placeholder === 'string' && placeholder !== '' ? placeholder : null;
}

/**
 * Readable foregrounds for one palette, by WCAG 2.2 AA (4.5 for text): Mantine's defaults put the
 * colour itself on white for outline, subtle and transparent variants and for text, and shade 9 on
 * shade 1 for light variants; a pale program colour (Apex Tiers' #f5e663) fails both. Each is
 * darkened just as far as the ratio needs. Filled variants keep Mantine's auto contrast (black or
 * white, whichever reads better, ≥ 4.58 on any colour); their hover goes lighter under black text so
 * the text stays readable while the pointer is on it.
 */
export function readableVariables(name: string, palette: readonly string[], primaryShade: number = BRAND_SHADE): Record<string, string> {
  const shade = (i: number) => palette[i] ?? palette[primaryShade] ?? '#000000';
  const onColour = readableOnSurfaces(shade(primaryShade));
  const onFilled = readableTextOn(shade(primaryShade));
  const darkText = onFilled === '#000';
  return {
    [`--mantine-color-${name}-text`]: onColour,
    [`--mantine-color-${name}-outline`]: onColour,
    [`--mantine-color-${name}-light-color`]: ensureContrast(shade(9), [shade(1), shade(2), ...SURFACES]),
    // Mantine defines this for virtual colours only; plain buttons drawn as its filled ones need it.
    [`--mantine-color-${name}-contrast`]: onFilled,
    [`--mantine-color-${name}-filled-hover`]: darkText ? shade(Math.max(primaryShade - 1, 0)) : shade(Math.min(primaryShade + 1, 9)),
  };
}

/**
 * Every palette's readable foregrounds, the dimmed, placeholder and error text colours, and anchors
 * in the program's link colour (Mantine would otherwise use the primary colour), each darkened until
 * it reaches 4.5 on the app's surfaces.
 */
export const programCssVariables: CSSVariablesResolver = (theme) => {
  // Mantine asks on every render of its provider; the response depends on the theme object alone.
  let resolved = resolvedVariables.get(theme);
  if (!resolved) {
    resolved = resolveProgramCssVariables(theme);
    resolvedVariables.set(theme, resolved);
  }
  return resolved;
};

const resolvedVariables = new WeakMap<Parameters<CSSVariablesResolver>[0], ReturnType<CSSVariablesResolver>>();

const resolveProgramCssVariables: CSSVariablesResolver = (theme) => {
  const link = (theme.other as { programColours?: ProgramColours }).programColours?.link;
  const primaryShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const light: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (palette) Object.assign(light, readableVariables(name, palette, primaryShade));
  }
  const gray = theme.colors.gray;
  const red = theme.colors.red;
  if (gray) {
    light['--mantine-color-dimmed'] = readableOnSurfaces(gray[6]);
    light['--mantine-color-placeholder'] = readableOnSurfaces(gray[6]);
  }
  if (red) light['--mantine-color-error'] = readableOnSurfaces(red[6]);
  light['--mantine-color-anchor'] = link ? readableOnSurfaces(link) : `var(--mantine-color-${theme.primaryColor}-text)`;
  const dark: Record<string, string> = link ? { '--mantine-color-anchor': link } : {};
  return { variables: {}, light, dark };
};
