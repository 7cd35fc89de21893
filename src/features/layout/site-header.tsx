import { Box, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { programQuery } from '../../api/queries/program';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { programColours } from '../../theme/program-theme';
import { AccountLink, PointsBalance } from './account-links';
import { AdminMessage } from './admin-message';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch, type HeaderSearchProps } from './header-search';
import { useLocale, useT } from '../../i18n';
import { LanguageSwitcher } from './language-switcher';
import classes from './layout.module.css';
import { type LayoutSlots } from './layout-slots';
import { LevelMessage } from './level-message';
import { LocationControl } from './location-control';
import { MobileNavDrawer } from './mobile-nav';
import { contentFor } from './nav-items';
import { SiteLogo } from './site-logo';

export interface SiteHeaderProps extends LayoutSlots {
  /** Passed to the search bar: the suggestions issue supplies its own query input here. */
  searchProps?: HeaderSearchProps;
}

/**
 * SPEC §2 header. Desktop (md and up): accent top bar (location, points, language, account), logo,
 * search and cart, the desktop menu, then the admin and level messages. Phones: burger, logo and
 * cart indicator, search below, everything else in the drawer.
 */
export function SiteHeader({ cartSlot, mobileCartSlot, onRegionChange, searchProps }: SiteHeaderProps) {
  const t = useT('shell');
  const api = useApi();
  const { locale } = useLocale();
  const { data: program } = useSuspenseQuery(programQuery(api));
  const { data: user } = useQuery(selfQuery(api));
  const [drawerOpened, drawer] = useDisclosure(false);
  const content = contentFor(program, locale);
  const { onAccent } = programColours(program.theme);
  const showSearch = !program.showTopCategorySearchBar;

  const location = program.geolocation?.enabled ? <LocationControl program={program} onRegionChange={onRegionChange} /> : null;

  return (
    <Box component="header" className={classes.header}>
      <Box className={classes.topBar} c={onAccent} visibleFrom="md">
        <Container size="xl">
          <Group className={classes.topBarInner} justify="space-between" gap="md">
            <Group gap="md">{location}</Group>
            <Group component="nav" aria-label={t('header.accountBar')} gap="lg">
              <PointsBalance program={program} />
              <LanguageSwitcher />
              <AccountLink program={program} />
            </Group>
          </Group>
        </Container>
      </Box>

      <Container size="xl" py="sm">
        <Group justify="space-between" gap="md" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="md"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={t(drawerOpened ? 'menu.close' : 'menu.open')}
              aria-expanded={drawerOpened}
              size="sm"
            />
            <SiteLogo program={program} />
          </Group>
          {showSearch ? (
            <Box visibleFrom="md" style={{ flex: '1 1 auto', maxWidth: 640 }}>
              <HeaderSearch {...searchProps} />
            </Box>
          ) : null}
          {cartSlot ? <Box visibleFrom="md">{cartSlot}</Box> : <Box visibleFrom="md" />}
          {mobileCartSlot ? <Box hiddenFrom="md">{mobileCartSlot}</Box> : null}
        </Group>
        {showSearch ? (
          <Box hiddenFrom="md" mt="sm">
            <HeaderSearch {...searchProps} />
          </Box>
        ) : null}
      </Container>

      <Box visibleFrom="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl">
          <DesktopNav items={content?.desktopMenu ?? []} />
        </Container>
      </Box>

      <AdminMessage program={program} />
      <LevelMessage program={program} user={user} />

      <MobileNavDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        items={content?.mobileMenu ?? []}
        logo={<SiteLogo program={program} height={40} />}
      >
        <Stack gap="md" align="flex-start">
          <PointsBalance program={program} />
          {location}
          <LanguageSwitcher />
          <AccountLink program={program} />
        </Stack>
      </MobileNavDrawer>
    </Box>
  );
}
