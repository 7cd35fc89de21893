import { useLocale } from '../../i18n';
import { useProgram } from '../../app/boot/use-program';
import { ContentSections } from './content-sections';
import { findContentPage } from '../../domain/content-pages';
import { NotFoundPage } from './not-found-page';
import { PageContainer, Prose } from '../../ui/page-container';
import { PageHeader } from '../../ui/page-header';

/** /site/{pageName} and /{pageName}: the program's page of that name in the current locale, else 404. */
export function ContentPageView({ pageName }: { pageName: string }) {
  const program = useProgram();
  const { locale } = useLocale();
  const page = findContentPage(program, locale, pageName);
  if (!page) return <NotFoundPage />;
  return (
    <PageContainer>
      <PageHeader title={page.title} titleHidden />
      <Prose>
        <ContentSections page={page} />
      </Prose>
    </PageContainer>
  );
}
