// WCAG 2.2 AA contrast of every seeded program's theme (docs/accessibility.md; [programs-and-modes 6]): the text the theme puts on each
// program colour and each program colour used as text, computed the way the browser will paint them.
// Text needs 4.5:1 (1.4.3); large text and user-interface parts 3:1 (1.4.11). Apex Tiers' pale
// yellow buttons (#f5e663) are the case that fails without the theme's adjustment.
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { hostileProgram } from '../../server/demo/hostile-sandbox.ts';
import { seedPrograms } from '../../server/seed/programs.ts';
import { BRAND_SHADE, contrastRatio, LARGE_TEXT_CONTRAST, SURFACES, TEXT_CONTRAST } from '../../src/domain/colour.ts';
import { buildTheme, programColours, programCssVariables } from '../../src/theme/program-theme.ts';

const programs = [...seedPrograms(), hostileProgram()].map((p) => ({ name: p.config.fullName, theme: p.config.theme }));

function resolved(theme: (typeof programs)[number]['theme']) {
  const mantine = mergeMantineTheme(DEFAULT_THEME, buildTheme({ theme }));
  const light = programCssVariables(mantine).light as Record<string, string>;
  return { mantine, light, colours: programColours(theme) };
}

const minOver = (fg: string, backgrounds: readonly string[]) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));

describe.each(programs)('$name', ({ theme }) => {
  const { mantine, light, colours } = resolved(theme);

  it('reads filled buttons and the accent band: black or white text at 4.5:1 or more, hover included', () => {
    expect(contrastRatio(colours.button, colours.onButton)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(colours.accent, colours.onAccent)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(light['--mantine-color-button-filled-hover']!, colours.onButton)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(light['--mantine-color-accent-filled-hover']!, colours.onAccent)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(['accent', 'button', 'link'])('uses %s as text (outline, subtle, links) at 4.5:1 on every surface', (name) => {
    expect(minOver(light[`--mantine-color-${name}-text`]!, SURFACES)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(minOver(light[`--mantine-color-${name}-outline`]!, SURFACES)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const palette = mantine.colors[name]!;
    // Light variants: the readable colour on shade 1 (rest) and shade 2 (hover).
    expect(minOver(light[`--mantine-color-${name}-light-color`]!, [palette[1], palette[2]])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('colours links, dimmed text, placeholders and errors at 4.5:1 on every surface', () => {
    for (const variable of ['--mantine-color-anchor', '--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-error']) {
      expect(minOver(light[variable]!, SURFACES), variable).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('keeps the focus ring and outline borders (the accent and the outline colour) at 3:1 or more', () => {
    expect(minOver(mantine.colors.accent![BRAND_SHADE], SURFACES)).toBeGreaterThanOrEqual(LARGE_TEXT_CONTRAST);
    expect(minOver(light['--mantine-color-button-outline']!, SURFACES)).toBeGreaterThanOrEqual(LARGE_TEXT_CONTRAST);
  });
});

describe('the adjustment', () => {
  it("darkens Apex Tiers' pale yellow wherever it would be text, and puts black text on it", () => {
    const apex = programs.find((p) => p.name === 'Apex Tiers')!;
    const { light, colours } = resolved(apex.theme);
    expect(colours.button).toBe('#f5e663');
    expect(colours.onButton).toBe('#000');
    // Untouched the yellow reads 1.28:1 on white: the theme ships a darker yellow for text instead.
    expect(contrastRatio('#f5e663', '#ffffff')).toBeLessThan(LARGE_TEXT_CONTRAST);
    expect(light['--mantine-color-button-outline']).not.toBe('#f5e663');
    expect(minOver(light['--mantine-color-button-outline']!, SURFACES)).toBeLessThan(TEXT_CONTRAST + 0.3);
  });

  it('leaves a colour that already reads well as it is', () => {
    const summit = programs.find((p) => p.name === 'Summit Rewards')!;
    const { light } = resolved(summit.theme);
    expect(light['--mantine-color-button-outline']).toBe('#1d4ed8');
    expect(light['--mantine-color-anchor']).toBe('#0e7490');
  });
});
