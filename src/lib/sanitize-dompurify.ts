import DOMPurify from 'dompurify';
import { ALLOWED_URL, allowedAttributes, allowedTags, DROPPED_WITH_CONTENT, NEW_TAB_REL, type SanitizeOptions } from './sanitize-rules';

// DOMPurify, for browsers without the HTML Sanitizer API (and jsdom). It is its own chunk, fetched
// only by those browsers, with the same allow-lists as the browser's own sanitizer.

let hooked = false;

function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', NEW_TAB_REL);
  });
}

/** DOMPurify with the shared allow-lists, or null when there is no DOM to parse with. */
export function dompurifySanitizer(): ((html: string, options: SanitizeOptions) => string) | null {
  if (!DOMPurify.isSupported) return null;
  ensureLinkHook();
  return (html, options) =>
    DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...allowedTags(options)],
      ALLOWED_ATTR: [...allowedAttributes(options)],
      FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
      ALLOWED_URI_REGEXP: ALLOWED_URL,
      ALLOW_DATA_ATTR: false,
    });
}
