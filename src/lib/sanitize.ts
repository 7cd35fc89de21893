import DOMPurify from 'dompurify';

// Program HTML (admin message, content sections, sales copy, embeds) comes from administrators and
// product feeds: it is never trusted. DOMPurify removes scripts, event handlers, javascript: URLs,
// <style> and unknown embeds; what is left is rendered with dangerouslySetInnerHTML.

const LINK_HOOK_FLAG = '__rewardsLinkHook';

function ensureLinkHook(): void {
  const purifier = DOMPurify as typeof DOMPurify & { [LINK_HOOK_FLAG]?: true };
  if (purifier[LINK_HOOK_FLAG]) return;
  purifier[LINK_HOOK_FLAG] = true;
  // A link that opens a new tab must not hand the opener to the page it opens.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

export interface SanitizeOptions {
  /** Inline markup only (admin and footer messages): no blocks, images or tables. */
  inline?: boolean;
}

const INLINE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'sub', 'sup', 'span', 'br', 'code'];

/** Safe HTML for dangerouslySetInnerHTML; '' for null, undefined, or when no DOM is available. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html || !DOMPurify.isSupported) return '';
  ensureLinkHook();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ...(options.inline ? { ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel', 'title', 'class'] } : {}),
  });
}

/** True when the HTML has no visible text once sanitized (only tags or whitespace). */
export function isBlankHtml(safeHtml: string): boolean {
  return safeHtml.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}
