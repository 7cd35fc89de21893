import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../api/console-error';
import type { StaffMe } from '../../api/queries';
import { useConsoleApi } from '../../app/console-api-context';
import { consolePaths } from '../../app/console-paths';
import { useConsoleNavigate } from '../../app/use-console-navigate';
import { useConsoleT } from '../../messages/console-i18n';
import { roleMessage } from './roles';

/** Who is signed in and in which role, with sign-out here and everywhere. */
export function AccountMenu({ me, program }: { me: StaffMe; program: string | null }) {
  const t = useConsoleT();
  const { client, forgeryToken } = useConsoleApi();
  const queryClient = useQueryClient();
  const navigate = useConsoleNavigate();
  const ended = () => {
    forgeryToken.set(null);
    queryClient.clear();
    navigate(consolePaths.signIn());
  };
  const signOut = async () => {
    await client.POST('/admin/api/staff/sign-out');
    ended();
  };
  const signOutEverywhere = async () => {
    await dataOf(client.POST('/admin/api/staff/sign-out-everywhere'));
    ended();
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Never squeezed: the title beside it wraps instead, and the role stays whole on a phone. */}
        <Button variant="subtle" color="dark" px="xs" style={{ flexShrink: 0 }} aria-label={`${t('frame.account')}: ${me.name}`}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} visibleFrom="xs" truncate maw={220}>
              {me.name}
            </Text>
            <Badge variant="light" color="blue" data-testid="console-role">
              {t(roleMessage(me, program))}
            </Badge>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('frame.signedInAs')} {me.email ?? me.name}
        </Menu.Label>
        <Menu.Item onClick={() => void signOut()}>{t('frame.signOut')}</Menu.Item>
        <Menu.Item onClick={() => void signOutEverywhere()}>{t('frame.signOutEverywhere')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
