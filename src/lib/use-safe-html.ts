import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { loadSanitizer, sanitizeHtml, sanitizerReady, subscribeSanitizer, type SanitizeOptions } from './sanitize';

/**
 * Program HTML made safe, for dangerouslySetInnerHTML: undefined while the sanitizer is still on
 * its way (browsers without their own), '' for no HTML.
 */
export function useSafeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string | undefined {
  const ready = useSyncExternalStore(subscribeSanitizer, sanitizerReady, sanitizerReady);
  const inline = options.inline === true;
  useEffect(() => {
    if (!ready && html) loadSanitizer().catch(() => undefined); // the HTML stays away; the page around it works
  }, [ready, html]);
  return useMemo(() => (!html ? '' : ready ? sanitizeHtml(html, { inline }) : undefined), [ready, html, inline]);
}

/** Several pieces of program HTML made safe at once; undefined while the sanitizer is on its way. */
export function useSafeHtmlList(htmls: readonly string[]): string[] | undefined {
  const ready = useSyncExternalStore(subscribeSanitizer, sanitizerReady, sanitizerReady);
  useEffect(() => {
    if (!ready && htmls.length > 0) loadSanitizer().catch(() => undefined);
  }, [ready, htmls.length]);
  return useMemo(() => (ready ? htmls.map((html) => sanitizeHtml(html) ?? '') : undefined), [ready, htmls]);
}
