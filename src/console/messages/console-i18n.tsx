import { createContext, useContext, type ReactNode } from 'react';
import { en } from './en';
import { createConsoleT, type ConsoleT } from './translate';

/** The console speaks English until a second catalogue comes (docs/console.md). */
const englishT = createConsoleT(en, 'en');
const ConsoleTContext = createContext<ConsoleT>(englishT);

export function ConsoleI18nProvider({ t = englishT, children }: { t?: ConsoleT; children: ReactNode }) {
  return <ConsoleTContext.Provider value={t}>{children}</ConsoleTContext.Provider>;
}

/** The console's translator: `t('audit.title')`. */
export function useConsoleT(): ConsoleT {
  return useContext(ConsoleTContext);
}
