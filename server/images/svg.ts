// Draws the generated demo images: deterministic SVG from (kind, name, colour), no fetches,
// no randomness. Product and category images show a silhouette and the name; slides and
// backgrounds are abstract landscapes (the app lays its own text over them).
import { hash, paintFor, type Paint } from './colour.ts';
import { shapeFor } from './shapes.ts';
import type { ImageKind } from './urls.ts';

export const SIZES: Record<ImageKind, [width: number, height: number]> = {
  products: [600, 600],
  categories: [600, 600],
  brands: [480, 240],
  slides: [1600, 600],
  'slides-mobile': [800, 800],
  logos: [240, 64],
  favicon: [64, 64],
  backgrounds: [1600, 900],
};

const FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\"";

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'aurora-wireless-headphones' → 'Aurora Wireless Headphones'. */
export function titleOf(base: string): string {
  return base
    .replace(/-and-/g, '-&-')
    .split('-')
    .filter(Boolean)
    .map((w) => (/^\d+d$/.test(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Greedy word wrap into at most `lines` lines of about `width` characters, with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]!.replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return out;
}

const svg = (kind: ImageKind, label: string, body: string) => {
  const [w, h] = SIZES[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(label)}">` +
    `<title>${xml(label)}</title>${body}</svg>`
  );
};

function productLike(kind: 'products' | 'categories', base: string, variant: number, p: Paint): string {
  const title = titleOf(base);
  // Each image of a set shows the product a little differently, as a gallery would.
  const angle = [0, -8, 8, 0][variant % 4]!;
  const scale = [1.9, 1.7, 1.7, 1.45][variant % 4]!;
  const lines = wrap(title, 26, 2);
  // Ids unique per picture, in case a page inlines several SVGs.
  const g = `g${hash(`${kind}/${base}`).toString(36)}`;
  const textY = 560 - (lines.length - 1) * 36;
  return svg(
    kind,
    title,
    `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient></defs>` +
      `<rect width="600" height="600" fill="url(#${g})"/>` +
      `<circle cx="${variant % 2 ? 470 : 130}" cy="120" r="${90 + (hash(base) % 40)}" fill="#ffffff" opacity=".45"/>` +
      `<ellipse cx="300" cy="${variant === 3 ? 400 : 430}" rx="170" ry="22" fill="${p.dark}" opacity=".12"/>` +
      `<g transform="translate(300 ${variant === 3 ? 250 : 270}) rotate(${angle}) scale(${scale}) translate(-100 -100)">${shapeFor(base, p)}</g>` +
      lines
        .map((line, i) => `<text x="300" y="${textY + i * 36}" text-anchor="middle" font-size="30" font-weight="600" fill="${p.ink}" ${FONT}>${xml(line)}</text>`)
        .join(''),
  );
}

/** Layered hills under a sun: reads as "outdoors", leaves room for the slide's own text. */
function landscape(kind: ImageKind, base: string, p: Paint): string {
  const [w, h] = SIZES[kind];
  const seed = hash(base);
  const sky = `s${hash(`${kind}/${base}`).toString(36)}`;
  const ridge = (y: number, amp: number, phase: number) => {
    const points: string[] = [];
    for (let i = 0; i <= 8; i++) {
      const x = (w / 8) * i;
      const dy = Math.sin(i * 1.7 + phase + (seed % 7)) * amp + Math.cos(i * 0.9 + phase) * amp * 0.5;
      points.push(`${x.toFixed(0)},${(y + dy).toFixed(0)}`);
    }
    return `M0,${h} L${points.join(' L')} L${w},${h} Z`;
  };
  return svg(
    kind,
    titleOf(base),
    `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.soft}"/><stop offset="1" stop-color="${p.light}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#${sky})"/>` +
      `<circle cx="${w * (0.62 + (seed % 20) / 100)}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="#ffffff" opacity=".8"/>` +
      `<path d="${ridge(h * 0.55, h * 0.08, 0)}" fill="${p.soft}"/>` +
      `<path d="${ridge(h * 0.68, h * 0.07, 2)}" fill="${p.main}" opacity=".55"/>` +
      `<path d="${ridge(h * 0.82, h * 0.05, 4)}" fill="${p.dark}" opacity=".8"/>`,
  );
}

function background(base: string, p: Paint): string {
  const seed = hash(base);
  const bg = `b${seed.toString(36)}`;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const x = ((seed >>> (i * 3)) % 1600 + i * 233) % 1600;
    const y = ((seed >>> (i * 2)) % 900 + i * 131) % 900;
    return `<circle cx="${x}" cy="${y}" r="${120 + ((seed >>> i) % 140)}" fill="${i % 2 ? p.soft : '#ffffff'}" opacity=".35"/>`;
  }).join('');
  return svg(
    'backgrounds',
    titleOf(base),
    `<defs><linearGradient id="${bg}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
      `<rect width="1600" height="900" fill="url(#${bg})"/>${circles}`,
  );
}

/** A mountain mark: the logos, footer image and favicon share it. */
const mark = (x: number, y: number, size: number, p: Paint) =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="${p.main}"/>` +
  `<path d="M${x + size * 0.16} ${y + size * 0.74} L${x + size * 0.42} ${y + size * 0.32} L${x + size * 0.56} ${y + size * 0.52} ` +
  `L${x + size * 0.66} ${y + size * 0.4} L${x + size * 0.84} ${y + size * 0.74} Z" fill="#ffffff"/>`;

/** The largest font size (px) at which `text` fits `width`, bold sans-serif being at most about 0.66 em a letter. */
const fitFont = (text: string, width: number, max: number) => Math.min(max, Math.floor(width / (text.length * 0.66)));

function logo(base: string, p: Paint): string {
  // summit-rewards, summit-rewards-mobile, summit-footer: the variant word is not part of the name.
  const words = titleOf(base.replace(/-(mobile|footer|login)$/, ''));
  const text = words.length > 18 ? words.split(' ')[0]! : words;
  return svg(
    'logos',
    words,
    `${mark(4, 4, 56, p)}<text x="72" y="40" font-size="${fitFont(text, 160, 22)}" font-weight="700" fill="${p.ink}" ${FONT}>${xml(text)}</text>`,
  );
}

function favicon(base: string, p: Paint): string {
  return svg('favicon', titleOf(base), mark(0, 0, 64, p));
}

function brand(base: string, p: Paint): string {
  const name = titleOf(base);
  return svg(
    'brands',
    name,
    `<rect width="480" height="240" rx="24" fill="${p.light}"/><circle cx="96" cy="120" r="52" fill="${p.main}"/>` +
      `<text x="96" y="138" text-anchor="middle" font-size="52" font-weight="700" fill="#ffffff" ${FONT}>${xml(name[0] ?? '?')}</text>` +
      `<text x="170" y="132" font-size="${fitFont(name, 290, 36)}" font-weight="700" fill="${p.ink}" ${FONT}>${xml(name)}</text>`,
  );
}

/** The image for `/images/{kind}/{base}.svg`; `colour` is the optional `?c=rrggbb`. */
export function renderImage(kind: ImageKind, base: string, colour?: string | null): string {
  switch (kind) {
    case 'products':
    case 'categories': {
      // {slug}-{n}: the n-th image of a set; the colour and drawing come from the slug.
      const match = /^(.*)-(\d+)$/.exec(base);
      const name = match ? match[1]! : base;
      const variant = match ? Number(match[2]) - 1 : 0;
      return productLike(kind, name, Math.max(0, variant), paintFor(name, colour));
    }
    case 'slides':
    case 'slides-mobile':
      return landscape(kind, base, paintFor(base, colour));
    case 'backgrounds':
      return background(base, paintFor(base, colour));
    case 'logos':
      return logo(base, paintFor(base, colour));
    case 'favicon':
      return favicon(base, paintFor(base, colour));
    case 'brands':
      return brand(base, paintFor(base, colour));
  }
}
