import DOMPurify from 'dompurify';
import { ALLOWED_URL, allowedAttributes, allowedTags, DROPPED_WITH_CONTENT, NEW_TAB_REL, type SanitizeOptions } from './sanitize-rules';

// Program HTML (admin message, content sections, sales copy, mode pages) comes from administrators
// and product feeds: it is never trusted. DOMPurify sanitizes it with the allow-lists of
// sanitize-rules.ts before dangerouslySetInnerHTML sees it, in every browser alike
// (docs/security.md).

export type { SanitizeOptions } from './sanitize-rules';

let hooked = false;

/** A link that opens a new tab gets rel="noopener noreferrer", whatever rel it came with. */
function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', NEW_TAB_REL);
  });
}

/** Safe HTML for dangerouslySetInnerHTML: '' for null or undefined, and where there is no DOM to parse with. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  // Without a DOM (a server's render) DOMPurify would hand the HTML back as it came.
  if (!html || !DOMPurify.isSupported) return '';
  ensureLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...allowedTags(options)],
    ALLOWED_ATTR: [...allowedAttributes(options)],
    FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
    ALLOWED_URI_REGEXP: ALLOWED_URL,
    ALLOW_DATA_ATTR: false,
  });
}

/** True when the HTML has no visible text once sanitized (only tags or whitespace). */
export function isBlankHtml(safeHtml: string): boolean {
  return (
    safeHtml
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
