import type { I18n } from './create-i18n';
import { normalizeLocale } from '../domain/locales';
import { DEFAULT_NAMESPACE, isNamespace } from './messages';

/** GET /api/languages: locale → message id → text (openapi MessageSets). */
export type ServerMessageSets = Readonly<Partial<Record<string, Readonly<Record<string, string>> | undefined>>>;

/** 'auth:login.title' → auth / login.title; a plain id, or a prefix that is no namespace, is a `common` key. */
export function splitMessageId(id: string): { ns: string; key: string } {
  const colon = id.indexOf(':');
  if (colon > 0) {
    const ns = id.slice(0, colon);
    if (isNamespace(ns)) return { ns, key: id.slice(colon + 1) };
  }
  return { ns: DEFAULT_NAMESPACE, key: id };
}

/**
 * Merges the program's message sets over the built-in texts, so they win. Locale codes may be
 * aliases (es, de); unknown locales, non-string and empty texts are skipped (an empty override
 * would blank the interface). Returns how many texts were applied.
 */
export function applyServerMessages(instance: I18n, sets: ServerMessageSets | null | undefined): number {
  let applied = 0;
  for (const [code, messages] of Object.entries(sets ?? {})) {
    const locale = normalizeLocale(code);
    if (!locale || !messages || typeof messages !== 'object') continue;
    const bundles = new Map<string, Record<string, string>>();
    for (const [id, text] of Object.entries(messages)) {
      if (typeof text !== 'string' || text.trim() === '') continue;
      const { ns, key } = splitMessageId(id);
      const bundle = bundles.get(ns) ?? {};
      bundle[key] = text;
      bundles.set(ns, bundle);
      applied += 1;
    }
    for (const [ns, bundle] of bundles) instance.add(locale, ns, bundle, { overwrite: true });
  }
  return applied;
}
