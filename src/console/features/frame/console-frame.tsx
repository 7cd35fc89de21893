import { AppShell, Burger, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StaffMe } from '../../api/queries';
import { consolePaths, programOfPath } from '../../app/console-paths';
import { useConsoleT } from '../../messages/console-i18n';
import { AccountMenu } from './account-menu';
import { ConsoleNavLink } from './console-nav-link';
import { ProgramSwitcher } from './program-switcher';

/**
 * The frame of every signed-in page: the header with the person and their role, the navigation
 * with the program switcher, a burger menu below the `sm` width (phones).
 */
export function ConsoleFrame({ me, children }: { me: StaffMe; children: ReactNode }) {
  const t = useConsoleT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A platform owner works on the whole platform until a program is chosen; others in their first program.
  const program = programOfPath(pathname) ?? (me.platformOwner ? null : (me.programs[0]?.slug ?? null));

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a href="#main" className="console-skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('frame.closeNavigation') : t('frame.openNavigation')}
              aria-expanded={opened}
              aria-controls="console-navigation"
            />
            <Title order={2} size="h4">
              {t('app.name')}
            </Title>
          </Group>
          <AccountMenu me={me} program={program} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" id="console-navigation" aria-label={t('frame.navigation')} component="nav">
        <Stack gap="md">
          {me.programs.length > 0 || me.platformOwner ? <ProgramSwitcher me={me} program={program} /> : <Text size="sm">{t('frame.noPrograms')}</Text>}
          <div>
            {(program || me.platformOwner) && (
              <ConsoleNavLink href={consolePaths.audit(program)} label={t('frame.nav.audit')} active={pathname.endsWith('/audit')} onNavigate={close} />
            )}
            <ConsoleNavLink href={consolePaths.flows()} label={t('frame.nav.flows')} active={pathname.startsWith('/admin/flows')} onNavigate={close} />
          </div>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
