import { useMemo } from 'react';
import { sanitizeHtml, type SanitizeOptions } from './sanitize';

/** Program HTML made safe, for dangerouslySetInnerHTML: '' for no HTML. */
export function useSafeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  const inline = options.inline === true;
  return useMemo(() => sanitizeHtml(html, { inline }), [html, inline]);
}

/** Several pieces of program HTML made safe at once. */
export function useSafeHtmlList(htmls: readonly string[]): string[] {
  return useMemo(() => htmls.map((html) => sanitizeHtml(html)), [htmls]);
}
