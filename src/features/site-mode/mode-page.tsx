import { Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useProgram } from '../../app/boot/use-program';
import { useLocale } from '../../i18n';
import { ContentSections } from '../content/content-sections';
import { findContentPage } from '../../domain/content-pages';

export interface ModePageProps {
  /** The program's content page that replaces the built-in texts (closed, siterebuilding, usedaccount). */
  contentPage: string;
  /** A visible heading; without one the program's name is the heading, for screen readers only. */
  heading?: string;
  /** A decorative icon above the texts. */
  icon?: ReactNode;
  /** The built-in texts. */
  children?: ReactNode;
  /** What the participant can still do (a button), shown with the content page too. */
  actions?: ReactNode;
  /** Draws its own card; false inside a frame that has one (the closed page's sign-in card). */
  card?: boolean;
}

/**
 * A site mode's page [programs-and-modes 24-26]: the program's content page for the mode when it
 * has one, sanitized, else the built-in texts, on a card in the middle of the page.
 */
export function ModePage({ contentPage, heading, icon, children, actions, card = true }: ModePageProps) {
  const program = useProgram();
  const { locale } = useLocale();
  const page = findContentPage(program, locale, contentPage);
  const headingId = useId();
  const body = (
    <Stack gap="md" align="center" ta="center">
      {icon ? (
        <ThemeIcon size={56} radius="xl" variant="light" color="accent" aria-hidden>
          {icon}
        </ThemeIcon>
      ) : null}
      {page ? (
        <>
          <Title order={1} size="h2" id={headingId}>
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
      {actions}
    </Stack>
  );
  if (!card) {
    return (
      <Stack component="section" aria-labelledby={headingId} py="lg">
        {body}
      </Stack>
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} align="center" py={{ base: 'xl', sm: 64 }} px="md">
      <Paper withBorder radius="md" shadow="xs" p={{ base: 'lg', sm: 40 }} w="100%" maw={680}>
        {body}
      </Paper>
    </Stack>
  );
}

/** The mode's main sentence. */
export function ModeText({ children }: { children: ReactNode }) {
  return (
    <Text size="lg" fw={500}>
      {children}
    </Text>
  );
}

/** A secondary sentence (whom to contact). */
export function ModeNote({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
