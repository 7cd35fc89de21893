import { useMantineTheme } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { programPlaceholder } from '../theme/program-theme';

/** The placeholder's ground and its picture's lines: neutral greys, 4.2:1 apart, on any program's colours. */
export const PLACEHOLDER_GROUND = '#f1f3f5';
export const PLACEHOLDER_LINES = '#6c757d';

/**
 * The shop's own fallback for a product without a picture: a framed landscape on a light grey
 * square, drawn inline so it needs no request and shows wherever the app does.
 */
export const BUILT_IN_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${PLACEHOLDER_GROUND}"/>` +
    `<g fill="none" stroke="${PLACEHOLDER_LINES}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">` +
    '<rect x="34" y="37" width="32" height="26" rx="3"/><circle cx="43" cy="45" r="3"/><path d="M34 59l10-9 7 6 5-4 10 8"/></g></svg>',
)}`;

/**
 * The picture a product image shows: its own, else the program's placeholder (theme.placeholderImage),
 * else the built-in one. A picture that fails to load (a dead address in a catalogue file) gives way
 * to the next, so no product ever shows an empty box or a broken-image icon.
 */
export function useProductPicture(src: string | null | undefined): { src: string; missing: boolean; onError: () => void } {
  const programs = programPlaceholder(useMantineTheme());
  const [failed, setFailed] = useState<readonly string[]>([]);
  const shown = [src, programs].find((s): s is string => Boolean(s) && !failed.includes(s!)) ?? BUILT_IN_PLACEHOLDER;
  // Product pictures are drawn in the browser only (no server rendering behind sign-in), so React
  // is listening before any of them can fail.
  const onError = () => setFailed((list) => (shown === BUILT_IN_PLACEHOLDER || list.includes(shown) ? list : [...list, shown]));
  return { src: shown, missing: shown !== src, onError };
}

export interface ProductImageProps {
  src: string | null | undefined;
  /** The picture's text; "" where the product's name is beside it (the picture is decorative). */
  alt: string;
  /** The text while the placeholder shows, when `alt` describes the product's own picture. */
  missingAlt?: string;
  /** The first image of a page is its largest paint: fetched at once, never lazily. */
  eager?: boolean;
  /** Intrinsic size, so the box is reserved before the picture arrives (no layout shift). */
  width?: number;
  height?: number;
  style?: CSSProperties;
}

/** A product picture filling its box's width, square by default; lazy below the fold unless `eager`. */
export function ProductImage({ src, alt, missingAlt, eager = false, width = 400, height = 400, style }: ProductImageProps) {
  const picture = useProductPicture(src);
  return (
    <img
      src={picture.src}
      alt={picture.missing ? (missingAlt ?? alt) : alt}
      data-placeholder={picture.missing || undefined}
      onError={picture.onError}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'contain',
        background: 'var(--mantine-color-gray-0)',
        ...style,
      }}
    />
  );
}

export interface ProductThumbProps {
  src: string | null | undefined;
  /** Square size in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * A product's small picture beside its name (cart, checkout, orders, search suggestions): decorative,
 * since the name next to it says what it is.
 */
export function ProductThumb({ src, size, className }: ProductThumbProps) {
  const picture = useProductPicture(src);
  return (
    <img
      src={picture.src}
      alt=""
      data-placeholder={picture.missing || undefined}
      onError={picture.onError}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      style={{
        display: 'block',
        flex: '0 0 auto',
        width: size,
        height: size,
        objectFit: 'contain',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-gray-0)',
      }}
    />
  );
}
