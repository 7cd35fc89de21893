import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useProgram } from '../../app/boot/use-program';
import { useLocale } from '../../i18n';
import { ContentSections } from '../content/content-sections';
import { findContentPage } from '../content/content-pages';

/**
 * A site mode's page (SPEC §2 top-level modes): the program's content page for the mode when it
 * has one, sanitized, else the built-in texts: `heading` (the program's name, for screen readers only, when none is given) and `children`.
 */
export function ModePage({ contentPage, heading, children }: { contentPage: string; heading?: string; children?: ReactNode }) {
  const program = useProgram();
  const { locale } = useLocale();
  const page = findContentPage(program, locale, contentPage);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" align="center" ta="center" py={48} px="md" maw={720} mx="auto">
      {page ? (
        <>
          <Title order={1} id={headingId}>
            {page.title}
          </Title>
          <ContentSections page={page} />
        </>
      ) : (
        <>
          {heading ? (
            <Title order={1} size="h2" id={headingId}>
              {heading}
            </Title>
          ) : (
            // The texts speak for themselves; the logo already shows the name.
            <VisuallyHidden>
              <Title order={1} id={headingId}>
                {program.fullName}
              </Title>
            </VisuallyHidden>
          )}
          {children}
        </>
      )}
    </Stack>
  );
}

export function ModeText({ children }: { children: ReactNode }) {
  return <Text size="lg">{children}</Text>;
}
