import { Box, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { programQuery } from '../../api/queries/program';
import { useT } from '../../i18n';
import { readableTextOn } from '../../theme/colour';
import { useApi } from '../../app/api-context';

interface SwatchProps {
  label: string;
  hex: string;
}

function Swatch({ label, hex }: SwatchProps) {
  return (
    <Box component="li" bg={hex} c={readableTextOn(hex)} p="md" bdrs="md" mih={96}>
      <Text fw={700} c="inherit">
        {label}
      </Text>
      <Text ff="monospace" c="inherit">
        {hex}
      </Text>
    </Box>
  );
}

/** The minimal branded page of the foundation: who the program is and its theme colours. */
export function ProgramOverviewPage() {
  const { data: program } = useSuspenseQuery(programQuery(useApi()));
  const { theme } = program;
  const t = useT('pages');
  const tCommon = useT('common');
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        {theme.logo ? (
          // Left-aligned at its own aspect ratio: a stretched Stack child would centre it in the row.
          <Image
            src={theme.logo}
            alt={tCommon('logoAlt', { name: program.fullName })}
            h={72}
            w="auto"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : null}
        <Title order={1}>{program.fullName}</Title>
        <Text size="lg">{t(`overview.type.${program.type}`)}</Text>
        <Title order={2} size="h3" id="theme-colours">
          {t('overview.themeColours')}
        </Title>
        <SimpleGrid
          renderRoot={(props) => <ul {...props} aria-labelledby="theme-colours" />}
          cols={{ base: 1, sm: 3 }}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          <Swatch label={t('overview.accent')} hex={theme.color1} />
          <Swatch label={t('overview.buttons')} hex={theme.color2} />
          <Swatch label={t('overview.links')} hex={theme.color3} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
