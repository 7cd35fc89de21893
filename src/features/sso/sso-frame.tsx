import { Box, Center, Image, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';

/** CSS url() of a program image; JSON quoting keeps quotes and brackets in the address inert. */
const cssUrl = (src: string) => `url(${JSON.stringify(src)})`;

/** The sign-on pages' frame: the program's background behind one card with its logo. */
export function SsoFrame({ children, width = 460 }: { children: ReactNode; width?: number }) {
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
        backgroundColor: 'var(--mantine-color-gray-1)',
        ...(backgroundImage ? { backgroundImage: cssUrl(backgroundImage), backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
      }}
    >
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width}>
          <Stack gap="lg">
            {shownLogo ? <Image src={shownLogo} alt={t('logoAlt', { name: program.fullName })} h={64} w="auto" fit="contain" mx="auto" /> : null}
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
