import { Box, Container, Group, Image } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { programQuery } from '../../api/queries/program';
import { LanguageSwitcher } from '../../features/layout/frameless';
import { useT } from '../../i18n';
import { useApi } from '../../app/api-context';

/**
 * The frame of a page a visitor sees outside the sign-in card (the 404 page): the program's logo
 * above the page, and the language choice. Works without a program too (a host that serves none).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const t = useT('common');
  const { data: program } = useQuery(programQuery(useApi()));
  const logo = program?.theme.logo;
  return (
    <Box component="main" id="main" mih="100dvh" bg="gray.0">
      <Container size="md" py="xl">
        <Group justify="flex-end" mih={36}>
          <LanguageSwitcher variant="pill" />
        </Group>
        {program && logo ? (
          <Image src={logo} alt={t('logoAlt', { name: program.fullName })} h={56} w="auto" fit="contain" mx="auto" />
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
