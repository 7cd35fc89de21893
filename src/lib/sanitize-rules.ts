// What program HTML may keep, as DOMPurify applies it (sanitize.ts). They are allow-lists of HTML
// only: no SVG or MathML, whose foreign parsing rules are where sanitized markup can change meaning
// when parsed again.

/** Inline markup (admin and footer messages): no blocks, images or tables. */
export const INLINE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'sub', 'sup', 'span', 'br', 'code'] as const;

/**
 * Content sections, sales copy and mode pages: text, lists, tables, images and links. No main or
 * nav: the page has its own landmarks, and a second main would confuse a screen reader's map.
 */
// prettier-ignore
export const RICH_TAGS = [
  ...INLINE_TAGS, 'abbr', 'address', 'article', 'aside', 'bdi', 'bdo', 'blockquote', 'caption', 'cite', 'col',
  'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'img', 'ins', 'kbd', 'li', 'ol', 'p', 'picture', 'pre', 'q', 'rp',
  'rt', 'ruby', 'samp', 'section', 'source', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr',
  'ul', 'var', 'wbr',
] as const;

/**
 * Elements that go with everything inside them: script and style are code, forms and embeds act,
 * and the others hold text that is not content (a select's options, a template's inert copy).
 */
// prettier-ignore
export const DROPPED_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'frame', 'frameset', 'form', 'select',
  'textarea', 'title', 'svg', 'math', 'audio', 'video', 'canvas', 'xmp', 'noembed', 'noframes', 'plaintext',
] as const;

export const INLINE_ATTRIBUTES = ['href', 'target', 'rel', 'title', 'class'] as const;

/**
 * No id or name (a page element named by program HTML could shadow one of ours), no style (it
 * could cover the page) and no event handlers or data attributes.
 */
// prettier-ignore
export const RICH_ATTRIBUTES = [
  ...INLINE_ATTRIBUTES, 'src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'colspan',
  'rowspan', 'scope', 'headers', 'align', 'valign', 'lang', 'dir', 'datetime', 'cite', 'start', 'reversed', 'type',
  'open', 'abbr', 'span', 'media',
] as const;

export interface SanitizeOptions {
  /** Inline markup only (admin and footer messages): no blocks, images or tables. */
  inline?: boolean;
}

export function allowedTags(options: SanitizeOptions): readonly string[] {
  return options.inline ? INLINE_TAGS : RICH_TAGS;
}

export function allowedAttributes(options: SanitizeOptions): readonly string[] {
  return options.inline ? INLINE_ATTRIBUTES : RICH_ATTRIBUTES;
}

/** A link that opens a new tab must not hand the opener to the page it opens. */
export const NEW_TAB_REL = 'noopener noreferrer';

// DOMPurify's own rule for addresses (its IS_ALLOWED_URI), written out so it cannot change with an
// upgrade: web, mail and phone schemes, and addresses without a scheme. DOMPurify lets pictures
// (img, source) keep data: images besides.
export const ALLOWED_URL = /^(?:(?:https?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i;
