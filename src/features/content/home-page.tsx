import { Title, VisuallyHidden } from '@mantine/core';
import { useProgram } from '../../app/boot/use-program';
import { useLocale, useT } from '../../i18n';
import { ContentSections } from './content-sections';
import { findContentPage } from './content-pages';
import { PageContainer } from './page-container';

/**
 * The home page until the catalogue issue builds its sections (slider, carousels): the html
 * sections of the program's `home` page, sanitized.
 */
export function HomePage() {
  const t = useT('common');
  const program = useProgram();
  const { locale } = useLocale();
  const page = findContentPage(program, locale, 'home');
  return (
    <PageContainer>
      <VisuallyHidden>
        <Title order={1}>{t('welcome', { name: program.fullName })}</Title>
      </VisuallyHidden>
      {page ? <ContentSections page={page} /> : null}
    </PageContainer>
  );
}
