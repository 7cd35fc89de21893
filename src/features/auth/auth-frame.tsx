import { Box, Center, Group, Image, Paper, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { handBackTypedInput } from '../../lib/typed-before-hydration';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';
import { LanguageSwitcher, TOAST_AUTO_CLOSE_MS } from '../layout/frameless';
import { Toasts } from '../../ui/toasts';

/** CSS url() of a program image; JSON quoting keeps quotes and brackets in the address inert. */
function cssUrl(src: string): string {
  return `url(${JSON.stringify(src)})`;
}

export interface AuthFrameProps {
  children: ReactNode;
  width?: number;
  /** The toasts and the language switcher; the single sign-on pages show neither. */
  chrome?: boolean;
}

/**
 * The signed-out pages' frame: the program's background image behind a card with the login logo
 * (theme.loginLogo, else the logo). It holds the toasts of the signed-out app (a password reset's
 * success shows on the login page it leads to); the signed-in app's layout has its own. A visitor
 * picks the language here already (nothing shows when the program has one).
 */
export function AuthFrame({ children, width = 420, chrome = true }: AuthFrameProps) {
  // A signed-out page rendered on the server may have been typed into before it was hydrated.
  useEffect(handBackTypedInput, []);
  const t = useT('common');
  const program = useProgram();
  const { loginLogo, logo, backgroundImage } = program.theme;
  const shownLogo = loginLogo || logo;
  return (
    <Box
      component="main"
      id="main"
      mih="100dvh"
      px="md"
      py="xl"
      style={{
        // Not Mantine's `bg`: its `background` shorthand would wipe the image.
        backgroundColor: 'var(--mantine-color-gray-1)',
        ...(backgroundImage ? { backgroundImage: cssUrl(backgroundImage), backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
      }}
    >
      {chrome ? (
        <>
          <Toasts autoClose={TOAST_AUTO_CLOSE_MS} position="top-center" />
          <Group justify="flex-end" mb="md">
            <LanguageSwitcher variant="pill" />
          </Group>
        </>
      ) : null}
      <Center mih={`calc(100dvh - ${chrome ? 4 : 2} * var(--mantine-spacing-xl))`}>
        <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width}>
          <Stack gap="lg">
            {shownLogo ? (
              <Image src={shownLogo} alt={t('logoAlt', { name: program.fullName })} h={72} w="auto" fit="contain" mx="auto" />
            ) : null}
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
