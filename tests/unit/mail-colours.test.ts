// Mail draws a program's colours as the shop does (docs/mail.md): links in the colour the shop gives
// its anchors, which is the program's link colour darkened just as far as 4.5:1 needs. A pale-yellow
// theme's #ffe066 written as it is would be 1.3:1 on the mail's white.
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderPasswordReset, renderShipped, type Brand } from '../../server/mail/render.ts';
import { hostileProgram } from '../../server/demo/hostile-sandbox.ts';
import { seedPrograms } from '../../server/seed/programs.ts';
import { contrastRatio, TEXT_CONTRAST } from '../../src/domain/colour.ts';
import { buildTheme, programCssVariables } from '../../src/theme/program-theme.ts';

type Theme = ReturnType<typeof seedPrograms>[number]['config']['theme'];

/** The colour the shop gives its links (Mantine's anchor variable) for a theme. */
function shopLinkColour(theme: Theme): string {
  const mantine = mergeMantineTheme(DEFAULT_THEME, buildTheme({ theme }));
  return (programCssVariables(mantine).light as Record<string, string>)['--mantine-color-anchor']!;
}

/** The colour of every link in a mail's HTML but the button (its colour is black or white on the button colour). */
function linkColours(html: string): string[] {
  return [...html.matchAll(/<a href="[^"]*" style="color:(#[0-9a-f]{3,6})[;"]/gi)].map((m) => m[1]!);
}

const seeded = [...seedPrograms(), hostileProgram()].map((p) => p.config.theme);
const pale: Theme = { ...seeded[0]!, color3: '#ffe066' };

describe('links in mail', () => {
  it.each([pale, ...seeded].map((theme) => [theme.color3, theme] as const))(
    'link colour %s: as the shop draws it, at 4.5:1 or more on white',
    (_, theme) => {
      const brand: Brand = { programName: 'P', logoUrl: null, accent: theme.color1, button: theme.color2, link: theme.color3 };
      const reset = renderPasswordReset({ locale: 'en', brand, name: 'A', link: 'https://x.example/r', ttlSeconds: 3600 });
      const shipped = renderShipped({
        locale: 'en',
        brand,
        name: 'A',
        orderNumber: '1',
        lines: [{ name: 'Bottle', quantity: 1, trackingNumber: '1Z', trackingCompany: 'UPS', trackingLink: 'https://track.example/1Z' }],
        link: 'https://x.example/o',
      });
      const colours = [...linkColours(reset.html), ...linkColours(shipped.html)];
      expect(colours).toHaveLength(3);
      for (const colour of colours) {
        expect(colour).toBe(shopLinkColour(theme));
        expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    },
  );

  it('the pale yellow is darkened, not replaced: a program colour keeps its hue', () => {
    expect(contrastRatio('#ffe066', '#ffffff')).toBeLessThan(2);
    const brand: Brand = { programName: 'P', logoUrl: null, accent: '#ffe066', button: '#ffe066', link: '#ffe066' };
    const [colour] = linkColours(
      renderPasswordReset({ locale: 'en', brand, name: 'A', link: 'https://x.example/r', ttlSeconds: 3600 }).html,
    );
    expect(colour).not.toBe('#ffe066');
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour!.slice(i, i + 2), 16)) as [number, number, number];
    // Yellow still: red and green well above blue.
    expect(Math.min(r, g)).toBeGreaterThan(b * 2);
  });
});
