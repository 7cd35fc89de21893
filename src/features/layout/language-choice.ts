import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n';

/**
 * Told when a participant picks a language in the switcher, so the server can write their mail in
 * it. Provided by the signed-in app (src/routes/-shell/keep-language.tsx); a visitor's choice stays in
 * the browser only.
 */
export const LanguageChoiceContext = createContext<((locale: Locale) => void) | null>(null);

export function useLanguageChoice(): ((locale: Locale) => void) | null {
  return useContext(LanguageChoiceContext);
}
