import { nativeSanitizer } from './sanitize-native';
import type { SanitizeOptions } from './sanitize-rules';

// Program HTML (admin message, content sections, sales copy, mode pages) comes from administrators
// and product feeds: it is never trusted. It is sanitized before dangerouslySetInnerHTML sees it,
// by the browser's own sanitizer where there is one. Elsewhere DOMPurify (12 kB gzip) is fetched
// the first time a page shows program HTML, and the HTML waits for it (docs/performance.md: it was in the
// first download of every signed-in page).

export type { SanitizeOptions } from './sanitize-rules';

type Sanitize = (html: string, options: SanitizeOptions) => string;

let sanitize: Sanitize | null | undefined = nativeSanitizer() ?? undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** True once program HTML can be sanitized without waiting (at once where the browser has a sanitizer). */
export function sanitizerReady(): boolean {
  return sanitize !== undefined;
}

/** Fetches DOMPurify when the browser has no sanitizer of its own; resolves once HTML can be sanitized. */
export function loadSanitizer(): Promise<void> {
  if (sanitize !== undefined) return Promise.resolve();
  loading ??= import('./sanitize-dompurify').then(
    (m) => {
      sanitize = m.dompurifySanitizer();
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = undefined; // a later page may try again (the chunk failed to arrive)
      throw error;
    },
  );
  return loading;
}

/** Calls back once the sanitizer is ready; answers the unsubscribe. */
export function subscribeSanitizer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Safe HTML for dangerouslySetInnerHTML: '' for null or undefined or when there is no DOM to parse
 * with, undefined while DOMPurify is still on its way (see loadSanitizer).
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string | undefined {
  if (sanitize === undefined) return undefined;
  if (!html || sanitize === null) return '';
  return sanitize(html, options);
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
