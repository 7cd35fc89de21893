import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { languagesQuery } from '../api/queries/languages';
import { programQuery } from '../api/queries/program';
import { applyServerMessages, I18nProvider, type I18n } from '../i18n';
import { useApi } from './api-context';

/**
 * The i18n provider fed by the program: its languages limit the locale choice, and its message
 * sets (GET /api/languages, which boot loads into the same query) override the built-in texts.
 * A host without a program asks for no message sets.
 */
export function ProgramI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const api = useApi();
  const { data: program } = useQuery(programQuery(api));
  const { data: messageSets } = useQuery({ ...languagesQuery(api), enabled: program !== undefined });
  useEffect(() => {
    if (messageSets) applyServerMessages(i18n, messageSets);
  }, [i18n, messageSets]);
  return (
    <I18nProvider i18n={i18n} languages={program?.languages}>
      {children}
    </I18nProvider>
  );
}
