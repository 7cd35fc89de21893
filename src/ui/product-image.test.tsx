// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../test/jsdom-shims';
import { contrastRatio } from '../domain/colour';
import { buildTheme } from '../theme/program-theme';
import { BUILT_IN_PLACEHOLDER, PLACEHOLDER_GROUND, PLACEHOLDER_LINES, ProductImage, ProductThumb } from './product-image';

afterEach(cleanup);

const theme = { color1: '#0f766e', color2: '#1d4ed8', color3: '#0e7490', gridType: 'grid' as const };

function renderIn(ui: ReactElement, placeholderImage?: string | null) {
  return render(
    <MantineProvider theme={buildTheme({ theme: { ...theme, ...(placeholderImage === undefined ? {} : { placeholderImage }) } })} env="test">
      {ui}
    </MantineProvider>,
  );
}

const img = () => document.querySelector('img')!;

describe('ProductImage', () => {
  it('shows the product’s own picture, lazily, in a box of the given shape', () => {
    renderIn(<ProductImage src="/p/shoe.svg" alt="Trailblazer Running Shoe" width={600} height={600} />);
    expect(screen.getByRole('img', { name: 'Trailblazer Running Shoe' }).getAttribute('src')).toBe('/p/shoe.svg');
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().dataset.placeholder).toBeUndefined();
  });

  it('without a picture and without the program’s own placeholder: the built-in one, with the text for a missing picture', () => {
    renderIn(<ProductImage src={null} alt="Shoe, image 1 of 1" missingAlt="Shoe: no picture" />);
    expect(img().getAttribute('src')).toBe(BUILT_IN_PLACEHOLDER);
    expect(img().getAttribute('alt')).toBe('Shoe: no picture');
    expect(img().dataset.placeholder).toBe('true');
  });

  it("the program's placeholder (theme.placeholderImage) when it names one", () => {
    renderIn(<ProductImage src={undefined} alt="" />, '/program-assets/harbor/placeholder.png?v=1');
    expect(img().getAttribute('src')).toBe('/program-assets/harbor/placeholder.png?v=1');
    expect(img().getAttribute('alt')).toBe('');
    expect(img().dataset.placeholder).toBe('true');
  });

  it('a picture that does not load gives way to the program’s placeholder, and that one to the built-in one', () => {
    renderIn(<ProductImage src="/dead/link.jpg" alt="Bottle" missingAlt="Bottle: no picture" />, '/program-assets/harbor/placeholder.png?v=1');
    expect(img().getAttribute('src')).toBe('/dead/link.jpg');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/program-assets/harbor/placeholder.png?v=1');
    expect(img().getAttribute('alt')).toBe('Bottle: no picture');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(BUILT_IN_PLACEHOLDER);
    // The built-in one is drawn inline: an error there (none can come) changes nothing.
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(BUILT_IN_PLACEHOLDER);
  });

  it('a picture given later replaces the placeholder', () => {
    const view = renderIn(<ProductImage src={null} alt="" />);
    expect(img().dataset.placeholder).toBe('true');
    view.rerender(
      <MantineProvider theme={buildTheme({ theme })} env="test">
        <ProductImage src="/p/new.svg" alt="" />
      </MantineProvider>,
    );
    expect(img().getAttribute('src')).toBe('/p/new.svg');
    expect(img().dataset.placeholder).toBeUndefined();
  });
});

describe('ProductThumb', () => {
  it('is decorative (its name is beside it) and square at its size, placeholder included', () => {
    renderIn(<ProductThumb src={null} size={48} />);
    expect(img().getAttribute('alt')).toBe('');
    expect(img().getAttribute('width')).toBe('48');
    expect(img().getAttribute('height')).toBe('48');
    expect(img().getAttribute('src')).toBe(BUILT_IN_PLACEHOLDER);
  });
});

describe('the built-in placeholder', () => {
  it('is a neutral picture whose lines read at 3:1 on its ground (WCAG 1.4.11), whatever the program’s colours', () => {
    expect(contrastRatio(PLACEHOLDER_LINES, PLACEHOLDER_GROUND)).toBeGreaterThanOrEqual(3);
    const svg = decodeURIComponent(BUILT_IN_PLACEHOLDER.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">/);
    expect(svg).toContain(`fill="${PLACEHOLDER_GROUND}"`);
    expect(svg).toContain(`stroke="${PLACEHOLDER_LINES}"`);
  });
});

describe('product pictures', () => {
  // A new place that draws a product's picture with <img> or Mantine's <Image> would show an
  // empty box for a product without one: every product picture goes through this module.
  it('are all drawn by ProductImage or ProductThumb', () => {
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(join(root, 'features'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => join(root, 'features', file));
    const drawing = files.filter((file) => /<img\b|<Image\b/.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
    // Pictures that are not a product's: logos, the sign-in background's logo, slides, the score page's picture.
    expect(drawing.sort()).toEqual([
      'features/auth/auth-frame.tsx',
      'features/home/slider-section.tsx',
      'features/layout/site-footer.tsx',
      'features/layout/site-logo.tsx',
      'features/sso/score-page.tsx',
    ]);
  });
});
