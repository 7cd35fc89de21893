import { DEFAULT_THEME, mergeMantineTheme, isLightColor } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BRAND_SHADE } from '../domain/colour';
import { buildTheme, programColours, programCssVariables } from './program-theme';

const apexTiers = { theme: { color1: '#4c1d95', color2: '#f5e663', color3: '#6d28d9', gridType: 'list' as const } };

describe('buildTheme', () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(apexTiers));

  it('makes color1 the primary colour, with palettes for buttons and links', () => {
    expect(theme.primaryColor).toBe('accent');
    expect(theme.colors.accent?.[BRAND_SHADE]).toBe('#4c1d95');
    expect(theme.colors.button?.[BRAND_SHADE]).toBe('#f5e663');
    expect(theme.colors.link?.[BRAND_SHADE]).toBe('#6d28d9');
  });

  it('gives buttons the button colour', () => {
    expect(theme.components.Button?.defaultProps).toMatchObject({ color: 'button' });
  });

  it("lets Mantine's auto contrast choose what readableTextOn chooses", () => {
    expect(theme.autoContrast).toBe(true);
    expect(isLightColor('#f5e663', theme.luminanceThreshold)).toBe(true); // Mantine: dark text
    expect(programColours(apexTiers.theme)).toMatchObject({ onButton: '#000', onAccent: '#fff' });
  });

  it('colours anchors with color3', () => {
    expect(programCssVariables(theme).light['--mantine-color-anchor']).toBe('#6d28d9');
  });

  it('responses a theme once: later renders of the provider get the same variables without the contrast search', () => {
    const first = programCssVariables(theme);
    expect(programCssVariables(theme)).toBe(first);
    // A new theme object (another program) is resolved for itself, not served the first one's.
    const other = mergeMantineTheme(DEFAULT_THEME, buildTheme({ theme: { ...apexTiers.theme, color3: '#0f766e' } }));
    const second = programCssVariables(other);
    expect(second).not.toBe(first);
    expect(second.light['--mantine-color-anchor']).toBe('#0f766e');
    expect(second.light['--mantine-color-button-text']).toBe(first.light['--mantine-color-button-text']);
  });
});
