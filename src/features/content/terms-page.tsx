import { Text } from '@mantine/core';
import { useProgram } from '../../app/boot/use-program';
import { useLocale, useT } from '../../i18n';
import { ContentSections } from './content-sections';
import { findContentPage } from '../../domain/content-pages';
import { PageContainer, Prose } from '../../ui/page-container';
import { PageHeader } from '../../ui/page-header';

/** /termsconditions and /termsandconditions: content page termsandconditions, else a placeholder text. */
export function TermsPage() {
  const t = useT('pages');
  const program = useProgram();
  const { locale } = useLocale();
  const page = findContentPage(program, locale, 'termsandconditions');
  return (
    <PageContainer>
      <PageHeader title={page?.title ?? t('terms.title')} titleHidden={page !== undefined} />
      <Prose>{page ? <ContentSections page={page} /> : <Text>{t('terms.placeholder')}</Text>}</Prose>
    </PageContainer>
  );
}
