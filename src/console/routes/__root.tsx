import { Button, Center, Stack, Text } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { ConsoleRouterContext } from '../app/router-context';
import { consolePaths } from '../app/console-paths';
import { useConsoleT } from '../messages/console-i18n';

export const Route = createRootRouteWithContext<ConsoleRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

function NotFound() {
  const t = useConsoleT();
  return (
    <Center mih="60dvh" component="main" id="main">
      <Stack align="center">
        <Text>{t('app.notFound')}</Text>
        <Button component="a" href={consolePaths.home()}>
          {t('app.notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
