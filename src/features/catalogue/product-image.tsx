import type { CSSProperties } from 'react';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The first image of a page is its largest paint: fetched at once, never lazily. */
  eager?: boolean;
  /** Intrinsic size, so the box is reserved before the picture arrives (no layout shift). */
  width?: number;
  height?: number;
  style?: CSSProperties;
}

/** A product picture in a square box; lazy below the fold unless `eager`. */
export function ProductImage({ src, alt, eager = false, width = 400, height = 400, style }: ProductImageProps) {
  return (
    <img
      src={src ?? undefined}
      alt={alt}
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
