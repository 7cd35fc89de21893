import {
  allowedAttributes,
  allowedTags,
  DROPPED_WITH_CONTENT,
  isAllowedUrl,
  NEW_TAB_REL,
  URL_ATTRIBUTES,
  type SanitizeOptions,
} from './sanitize-rules';

// The browser's own sanitizer (the HTML Sanitizer API: Chromium 146 and Firefox 148 on) parses
// program HTML into an inert document and removes what runs script: script elements, event
// handlers, javascript: links. This file then keeps only the allow-lists of sanitize-rules.ts on
// that document, so the result matches what DOMPurify makes of the same HTML elsewhere.

interface SanitizerDocumentStatic {
  parseHTML(html: string, options: { sanitizer: object }): Document;
}

// A remove-list (an allow-list would drop an unlisted element's text, where DOMPurify keeps it);
// keepAllowed applies the allow-lists after.
// svg and math are named in their own namespaces, or the sanitizer would look for HTML elements
// of those names.
const FOREIGN_NAMESPACES: Record<string, string> = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };
const SANITIZER_CONFIG = {
  removeElements: DROPPED_WITH_CONTENT.map((name) => (FOREIGN_NAMESPACES[name] ? { name, namespace: FOREIGN_NAMESPACES[name] } : name)),
  comments: false,
};

/** The browser's sanitizer, or null when it has none. */
export function nativeSanitizer(): ((html: string, options: SanitizeOptions) => string) | null {
  const parser = globalThis.Document as unknown as Partial<SanitizerDocumentStatic> | undefined;
  if (typeof parser?.parseHTML !== 'function') return null;
  const parseHTML = parser.parseHTML.bind(parser);
  return (html, options) => {
    const body = parseHTML(html, { sanitizer: SANITIZER_CONFIG }).body;
    keepAllowed(body, new Set(allowedTags(options)), new Set(allowedAttributes(options)));
    return body.innerHTML;
  };
}

/** Unwraps elements that are not allowed (their text stays) and drops attributes that are not. */
function keepAllowed(parent: Element, tags: ReadonlySet<string>, attributes: ReadonlySet<string>): void {
  for (const child of [...parent.children]) {
    keepAllowed(child, tags, attributes);
    const tag = child.localName;
    if (child.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !tags.has(tag)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const { name, value } of [...child.attributes]) {
      const urlOk = !(URL_ATTRIBUTES as readonly string[]).includes(name) || isAllowedUrl(tag, value);
      if (!attributes.has(name) || !urlOk) child.removeAttribute(name);
    }
    if (tag === 'a' && child.getAttribute('target') === '_blank') child.setAttribute('rel', NEW_TAB_REL);
  }
}
