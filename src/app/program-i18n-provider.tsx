import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { selectUserLanguage } from '../../machines/app-boot/app-boot.selectors';
import { languagesQuery } from '../api/queries/languages';
import { programQuery } from '../api/queries/program';
import { applyServerMessages, I18nProvider, type I18n } from '../i18n';
import { useApi } from './api-context';
import type { BootActor } from './boot/boot-context';

/**
 * The i18n provider fed by the program: its languages limit the locale choice, and its message
 * sets (GET /api/languages, which boot loads into the same query) override the built-in texts.
 * A host without a program asks for no message sets. The signed-in participant's own language
 * comes from boot's record, read in the same render that leaves the loading view, so the boot gate
 * waits for its texts rather than showing the shop in another language first.
 */
export function ProgramI18nProvider({ i18n, boot, children }: { i18n: I18n; boot: BootActor; children: ReactNode }) {
  const api = useApi();
  const { data: program } = useQuery(programQuery(api));
  const { data: messageSets } = useQuery({ ...languagesQuery(api), enabled: program !== undefined });
  const participantLanguage = useSelector(boot, selectUserLanguage);
  useEffect(() => {
    if (messageSets) applyServerMessages(i18n, messageSets);
  }, [i18n, messageSets]);
  return (
    <I18nProvider i18n={i18n} languages={program?.languages} participantLanguage={participantLanguage}>
      {children}
    </I18nProvider>
  );
}
