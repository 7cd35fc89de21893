import { Container, Text } from '@mantine/core';
import type { Program } from '../../api/queries/program';
import type { User } from '../../api/queries/self';
import { levelMessageText } from '../../domain/program-texts';
import { useLocale, useT, type Locale } from '../../i18n';

type LevelProgram = Pick<Program, 'type' | 'plateauLevels'> & Partial<Pick<Program, 'translations'>>;

/**
 * [programs-and-modes 14; home-and-layout 11]: a tiered participant sees the message of their level
 * (plateauLevels by levelId), in the shop's language [locales-and-regions 4].
 */
export function levelMessageOf(program: LevelProgram, user: Pick<User, 'levelId'> | undefined, locale: Locale): string | null {
  if (program.type !== 'plateau' || !user?.levelId) return null;
  return levelMessageText(program, locale, user.levelId)?.trim() || null;
}

export function LevelMessage({ program, user }: { program: LevelProgram; user: Pick<User, 'levelId'> | undefined }) {
  const t = useT('shell');
  const { locale } = useLocale();
  const message = levelMessageOf(program, user, locale);
  if (!message) return null;
  return (
    <Container component="section" aria-label={t('header.levelMessage')} size="xl" py="xs">
      <Text ta="center" fw={600}>
        {message}
      </Text>
    </Container>
  );
}
