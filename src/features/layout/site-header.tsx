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
import { contentFor } from './nav-items';
import { SiteLogo } from './site-logo';
import { lazyDialog } from '../../ui/lazy-dialog';
import { usePhoneLayout } from '../../ui/use-phone-layout';

// The drawer's code (Mantine's Drawer, focus trap, scroll lock) downloads when a phone needs it.
const MobileNavDrawer = lazyDialog(() => import('./mobile-nav').then((m) => m.MobileNavDrawer));

/**
 * How much of the header a page gets. `full`: everything. `reduced` (the catalogue is rebuilding):
 * no search, menus, location or cart, which would lead only to pages the site cannot show now.
 * `signOutOnly` (a used account): reduced, without the points balance, and Logout as the one way on.
 */
export type HeaderVariant = 'full' | 'reduced' | 'signOutOnly';

export interface SiteHeaderProps extends LayoutSlots {
  /** Passed to the search bar: the suggestions issue supplies its own query input here. */
  searchProps?: HeaderSearchProps;
  variant?: HeaderVariant;
}

/**
 * Header [home-and-layout 7-16]. Desktop (md and up): accent top bar (location, points, language, account), logo,
 * search and cart, the desktop menu, then the admin and level messages. Phones: burger, logo and
 * cart indicator, search below, the messages, everything else in the drawer. Only the variant for
 * the viewport's width is built (usePhoneLayout).
 */
export function SiteHeader({ cartSlot, mobileCartSlot, onRegionChange, searchProps, variant = 'full' }: SiteHeaderProps) {
  const t = useT('shell');
  const api = useApi();
  const { locale } = useLocale();
  const { data: program } = useSuspenseQuery(programQuery(api));
  const { data: user } = useQuery(selfQuery(api));
  const [drawerOpened, drawer] = useDisclosure(false);
  const phone = usePhoneLayout();
  const content = contentFor(program, locale);
  const { onAccent } = programColours(program.theme);
  const full = variant === 'full';
  const showSearch = full && !program.showTopCategorySearchBar;
  const location = full && program.geolocation?.enabled ? <LocationControl program={program} onRegionChange={onRegionChange} /> : null;
  const points = variant === 'signOutOnly' ? null : <PointsBalance program={program} />;
  const account = <AccountLink program={variant === 'signOutOnly' ? { showTopAccountBar: true } : program} />;
  const desktopCart = full ? cartSlot : null;
  const phoneCart = full ? mobileCartSlot : null;

  // The phone's bar: burger, logo and cart, the search below; the rest is in the drawer.
  const phoneBar = (
    <Container size="xl" py="sm">
      <Group justify="space-between" gap="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            {...MobileNavDrawer.triggerProps}
            aria-label={t(drawerOpened ? 'menu.close' : 'menu.open')}
            aria-expanded={drawerOpened}
            size="sm"
          />
          <SiteLogo program={program} />
        </Group>
        {phoneCart ? <Box>{phoneCart}</Box> : null}
      </Group>
      {showSearch ? (
        <Box mt="sm">
          <HeaderSearch {...searchProps} />
        </Box>
      ) : null}
    </Container>
  );

  // The desktop's bars: the accent top bar, logo, search and cart, then the menu.
  const desktopBars = (
    <>
      <Box className={classes.topBar} c={onAccent}>
        <Container size="xl">
          <Group className={classes.topBarInner} justify="space-between" gap="md">
            <Group gap="md">{location}</Group>
            <Group component="nav" aria-label={t('header.accountBar')} gap="lg">
              {points}
              <LanguageSwitcher />
              {account}
            </Group>
          </Group>
        </Container>
      </Box>

      <Container size="xl" py="sm">
        <Group justify="space-between" gap="md" wrap="nowrap">
          <SiteLogo program={program} />
          {showSearch ? (
            <Box style={{ flex: '1 1 auto', maxWidth: 640 }}>
              <HeaderSearch {...searchProps} />
            </Box>
          ) : null}
          <Box>{desktopCart}</Box>
        </Group>
      </Container>

      {full && content?.desktopMenu.length ? (
        <Box className={classes.navRow}>
          <Container size="xl">
            <DesktopNav items={content.desktopMenu} />
          </Container>
        </Box>
      ) : null}
    </>
  );

  return (
    <Box component="header" className={classes.header}>
      {phone ? phoneBar : desktopBars}

      <AdminMessage program={program} />
      <LevelMessage program={program} user={user} />

      {phone ? (
        <MobileNavDrawer
          opened={drawerOpened}
          onClose={drawer.close}
          items={full ? (content?.mobileMenu ?? []) : []}
          logo={<SiteLogo program={program} height={40} />}
        >
          <Stack gap="md" align="flex-start">
            {points}
            {location}
            <LanguageSwitcher />
            {account}
          </Stack>
        </MobileNavDrawer>
      ) : null}
    </Box>
  );
}
