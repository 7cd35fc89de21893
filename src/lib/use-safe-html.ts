import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { loadSanitizer, sanitizeHtml, sanitizerReady, subscribeSanitizer, type SanitizeOptions } from './sanitize';

/** Whether program HTML can be sanitized now; fetches DOMPurify (where needed) once `needed`. */
function useSanitizerReady(needed: boolean): boolean {
  const ready = useSyncExternalStore(subscribeSanitizer, sanitizerReady, sanitizerReady);
  useEffect(() => {
    if (!ready && needed) loadSanitizer().catch(() => undefined); // the HTML stays away; the page around it works
  }, [ready, needed]);
  return ready;
}

/**
 * Program HTML made safe, for dangerouslySetInnerHTML: undefined while the sanitizer is still on
 * its way (browsers without their own), '' for no HTML.
 */
export function useSafeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string | undefined {
  const ready = useSanitizerReady(Boolean(html));
  const inline = options.inline === true;
  return useMemo(() => (!html ? '' : ready ? sanitizeHtml(html, { inline }) : undefined), [ready, html, inline]);
}

/**
 * Several pieces of program HTML made safe at once; undefined while the sanitizer is on its way,
 * [] at once for none.
 */
export function useSafeHtmlList(htmls: readonly string[]): string[] | undefined {
  const ready = useSanitizerReady(htmls.length > 0);
  return useMemo(() => (htmls.length === 0 ? [] : ready ? htmls.map((html) => sanitizeHtml(html) ?? '') : undefined), [ready, htmls]);
}
