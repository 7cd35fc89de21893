import { Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { useLocale, useT } from '../../i18n';
import { homePageFor } from './home-page-choice';
import { CatalogueEntry } from '../home/catalogue-entry';
import { hasShownSections, HomeSections } from '../home/home-sections';
import { PageContainer } from '../../ui/page-container';

/**
 * Home page [home-and-layout 1]: the program's `home` page in the current language (a tiered participant's
 * level page when it has one), its sections in order; without any, the way into the catalogue.
 */
export function HomePage() {
  const t = useT('common');
  const program = useProgram();
  const { locale } = useLocale();
  const { data: user } = useQuery(selfQuery(useApi()));
  const page = homePageFor(program, user, locale);
  return (
    <PageContainer size="xl">
      {page && hasShownSections(page) ? (
        <>
          <VisuallyHidden>
            <Title order={1}>{t('welcome', { name: program.fullName })}</Title>
          </VisuallyHidden>
          <HomeSections sections={page.sections} />
        </>
      ) : (
        <CatalogueEntry programName={program.fullName} />
      )}
    </PageContainer>
  );
}
