import { Container, Text } from '@mantine/core';
import type { Program } from '../../api/queries/program';
import type { User } from '../../api/queries/self';
import { useT } from '../../i18n';

type LevelProgram = Pick<Program, 'type' | 'plateauLevels'>;

/** [programs-and-modes 14; home-and-layout 11]: a tiered participant sees the message of their level (plateauLevels by levelId). */
export function levelMessageOf(program: LevelProgram, user: Pick<User, 'levelId'> | undefined): string | null {
  if (program.type !== 'plateau' || !user?.levelId) return null;
  return program.plateauLevels?.find((level) => level.id === user.levelId)?.levelMessage?.trim() || null;
}

export function LevelMessage({ program, user }: { program: LevelProgram; user: Pick<User, 'levelId'> | undefined }) {
  const t = useT('shell');
  const message = levelMessageOf(program, user);
  if (!message) return null;
  return (
    <Container component="section" aria-label={t('header.levelMessage')} size="xl" py="xs">
      <Text ta="center" fw={600}>
        {message}
      </Text>
    </Container>
  );
}
